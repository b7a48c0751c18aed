import { decodeJwt } from 'jose';
import type { Client, KoaContextWithOIDC } from 'oidc-provider';
import type { ClientExtras } from './client-metadata.js';

const offlineAccess = 'offline_access';

const scopeList = (value: unknown) =>
  typeof value === 'string' ? value.split(' ').filter(Boolean) : [];

/** The scope as the client sent it, before the provider's checks adjusted it. */
function requestedScope(ctx: KoaContextWithOIDC): string[] {
  const pushed = ctx.oidc.entities.PushedAuthorizationRequest?.request;
  if (typeof pushed === 'string') {
    try {
      return scopeList(decodeJwt(pushed).scope);
    } catch {
      return [];
    }
  }
  const body = (ctx.oidc as { body?: Record<string, unknown> }).body;
  return scopeList(ctx.method === 'POST' ? body?.scope : ctx.query.scope);
}

/**
 * OIDC Core §11 lets a provider honour `offline_access` without `prompt=consent` when "other
 * conditions … permitting offline access" hold. The library drops the scope unless the prompt
 * says consent; a first-party application of the tenant never shows a consent screen, so its
 * request keeps the scope and gets its refresh token. Third-party applications still need consent.
 *
 * Runs as an authorization-parameter check, after the library's scope check.
 */
export const keepFirstPartyOfflineAccess =
  (extrasOf: (clientId: string) => ClientExtras | undefined) =>
  async (ctx: KoaContextWithOIDC, _value: unknown, client: Client) => {
    const { params } = ctx.oidc;
    if (!params || extrasOf(client.clientId)?.isThirdParty !== false) {
      return;
    }
    const granted = scopeList(params.scope);
    const responseType = typeof params.response_type === 'string' ? params.response_type : '';
    if (
      granted.includes(offlineAccess) ||
      !responseType.split(' ').includes('code') ||
      !client.grantTypeAllowed('refresh_token') ||
      !requestedScope(ctx).includes(offlineAccess)
    ) {
      return;
    }
    params.scope = [...granted, offlineAccess].join(' ');
  };
