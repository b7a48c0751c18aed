import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
// @ts-expect-error -- the provider's own state has no published types; typed below.
import instance from 'oidc-provider/lib/helpers/weak_cache.js';

type GrantHandler = (ctx: KoaContextWithOIDC) => Promise<void>;

/** What organization-tokens.ts reads of a provider: its registered grant handlers and parameters. */
export type ProviderInternals = {
  grantTypeHandlers: Map<string, GrantHandler>;
  grantTypeParams: Map<string | undefined, Set<string>>;
  grantTypeDupes: Map<string, Set<string>>;
};

/**
 * The provider's registered grants. No public API hands out a built-in grant handler, and
 * wrapping it (rather than re-writing the grant) keeps rotation, DPoP, mTLS and ID tokens the
 * library's; the organization token tests fail if a new version moves this.
 */
export const providerInternals = (provider: Provider): ProviderInternals =>
  (instance as (provider: Provider) => ProviderInternals)(provider);
