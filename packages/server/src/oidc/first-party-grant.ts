import type { Grant, KoaContextWithOIDC } from 'oidc-provider';
import type { ClientExtras } from './client-metadata.js';

const toList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? [value] : [];

/**
 * First-party applications need no consent screen: their grant is created (or widened) with
 * what they request. Third-party applications keep their existing grant and go to consent.
 */
export async function loadFirstPartyGrant(
  ctx: KoaContextWithOIDC,
  extrasOf: (clientId: string) => ClientExtras | undefined,
): Promise<Grant | undefined> {
  const { oidc } = ctx;
  const client = oidc.client;
  const accountId = oidc.session?.accountId;
  if (!client || !accountId) {
    return undefined;
  }
  const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
  const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  if (extrasOf(client.clientId)?.isThirdParty !== false) {
    return existing;
  }
  const grant = existing ?? new oidc.provider.Grant({ clientId: client.clientId, accountId });
  const scope = typeof oidc.params?.scope === 'string' ? oidc.params.scope : '';
  grant.addOIDCScope(scope);
  for (const resource of toList(oidc.params?.resource)) {
    grant.addResourceScope(resource, scope);
  }
  await grant.save();
  return grant;
}
