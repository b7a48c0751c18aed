import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { providerInternals } from './provider-internals.js';
import { readKey, startRead } from './started-reads.js';

/** The user a code names, as the provider's `findAccount` reads it. */
export type AccountReader = (accountId: string) => Promise<unknown>;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The authorization_code grant reads, one after the other, the code, the session it expires with
 * (by uid), its grant and its user. The code names all three: they are started together here,
 * one trip to the embedded database instead of three (on PostgreSQL, three statements at once),
 * and the handler's own reads take them (started-reads.ts; the adapter and `findAccount` look
 * there first). A code of another client, or none, starts nothing more; the handler then refuses
 * it as before. Only for the database adapter: Redis reads do not look at started reads.
 */
export function startCodeExchangeReads(provider: Provider, readAccount: AccountReader) {
  const internals = providerInternals(provider);
  const grantType = 'authorization_code';
  const original = internals.grantTypeHandlers.get(grantType);
  if (!original) {
    throw new Error(`The provider has no ${grantType} grant to extend.`);
  }
  const startReads = async (ctx: KoaContextWithOIDC) => {
    const value = text(ctx.oidc.params?.code);
    const clientId = ctx.oidc.client?.clientId;
    if (!value || !clientId) {
      return;
    }
    const code = await startRead(ctx, readKey('AuthorizationCode', value), () =>
      provider.AuthorizationCode.adapter.find(value),
    );
    if (!code || code.clientId !== clientId) {
      return;
    }
    const sessionUid = text(code.sessionUid);
    if (code.expiresWithSession && sessionUid) {
      startRead(ctx, readKey('Session', sessionUid, 'uid'), () => provider.Session.adapter.findByUid(sessionUid));
    }
    const grantId = text(code.grantId);
    if (grantId) {
      startRead(ctx, readKey('Grant', grantId), () => provider.Grant.adapter.find(grantId));
    }
    const accountId = text(code.accountId);
    if (accountId) {
      startRead(ctx, readKey('Account', accountId), () => readAccount(accountId));
    }
  };
  provider.registerGrantType(
    grantType,
    async (ctx: KoaContextWithOIDC) => {
      await startReads(ctx);
      await original(ctx);
    },
    [...(internals.grantTypeParams.get(grantType) ?? [])],
    internals.grantTypeDupes.get(grantType) ? [...(internals.grantTypeDupes.get(grantType) ?? [])] : undefined,
  );
}
