import type Provider from 'oidc-provider';
import type { AccessToken, KoaContextWithOIDC, ResourceServer, errors } from 'oidc-provider';

type DpopProof = { thumbprint: string } | undefined;

/** The provider's own grant steps a custom grant reuses, as far as token-exchange.ts needs them. */
export type GrantHelpers = {
  validateDpop: (provider: Provider, ctx: KoaContextWithOIDC) => Promise<DpopProof>;
  checkDpopRequired: (provider: Provider, ctx: KoaContextWithOIDC, dPoP: DpopProof) => void;
  checkMtlsCert: (provider: Provider, ctx: KoaContextWithOIDC) => string | undefined;
  resolveRequestedResources: (
    provider: Provider,
    ctx: KoaContextWithOIDC,
  ) => Promise<(NonNullable<AccessToken['resourceServer']> & ResourceServer & { identifier: () => string; scope: string })[]>;
  validateClientScope: (provider: Provider, ctx: KoaContextWithOIDC) => Set<string>;
  buildTokenResponse: (provider: Provider, response: Record<string, unknown>) => Record<string, unknown>;
  applyDpopBinding: (provider: Provider, ctx: KoaContextWithOIDC, dPoP: DpopProof, token: AccessToken) => Promise<void>;
  findAccount: (
    provider: Provider,
    ctx: KoaContextWithOIDC,
    accountId: string,
  ) => Promise<{ accountId: string } | undefined>;
};

/**
 * The steps the built-in grants share (resource indicators, client scopes, DPoP and mTLS binding,
 * the token response). They are not public API, but re-writing them would make the token
 * exchange grant drift from the others; the token exchange tests fail if a new version moves them.
 */
export async function loadGrantHelpers(): Promise<GrantHelpers> {
  // @ts-expect-error -- the provider's grant helpers have no published types; typed above.
  const grants = (await import('oidc-provider/lib/helpers/grants.js')) as Omit<GrantHelpers, 'applyDpopBinding'>;
  // @ts-expect-error -- as above.
  const common = (await import('oidc-provider/lib/helpers/grant_common.js')) as Pick<GrantHelpers, 'applyDpopBinding'>;
  return { ...grants, applyDpopBinding: common.applyDpopBinding };
}

type ProviderErrors = typeof errors;

/**
 * `invalid_grant` with a description of its own: the provider's class always says "grant request
 * is invalid", which leaves a client unable to tell a spent subject token from a foreign actor.
 */
export const invalidGrant = (errors: ProviderErrors, description: string) =>
  Object.assign(new errors.InvalidGrant(), { error_description: description });
