import type { JsonObject } from '@tessera/schemas';
import type { SecretVault } from '../../../../utils/secret-vault.js';
import type { ProviderTokenSet } from './token-set.js';

export type { ProviderTokenSet } from './token-set.js';

/**
 * What the client names when it asks for a provider URL: its CSRF value, where to come back and,
 * for this authorization only, other scopes than the connector's (`POST /verifications/social`).
 */
export type SocialAuthorizationRequest = { state: string; redirectUri: string; scope?: string };

/**
 * What is kept server-side between the provider URL and its callback: the callback must carry the
 * same state and redirect URI; the PKCE verifier and nonce never leave the server.
 */
export type SocialSession = { state: string; redirectUri: string; codeVerifier?: string; nonce?: string };

/** The account the provider vouched for, in Tessera's words. */
export type SocialUserInfo = {
  /** The provider's stable id of the account (`sub`, GitHub's numeric id…), as text. */
  id: string;
  email?: string;
  /** Whether the provider says it checked the address; only a verified address links or fills a profile. */
  emailVerified: boolean;
  name?: string;
  avatar?: string;
  /** The provider's profile as it sent it, kept as the identity's details. */
  rawData: JsonObject;
  /** The provider's tokens of this sign-in (OAuth 2 and OpenID Connect protocols). */
  tokens?: ProviderTokenSet;
};

/** What Tessera itself lends a protocol: only the demo connectors, served by Tessera, use it. */
export type SocialContext = {
  vault: SecretVault;
  /** The tenant's public URL (`https://host` or `https://host/t/{tenantId}`), no trailing slash. */
  tenantEndpoint: string;
};

/** The two steps of a sign-in with an outside provider. */
export type SocialProtocol<C> = {
  authorizationUri: (
    config: C,
    request: SocialAuthorizationRequest,
    context: SocialContext,
  ) => Promise<{ url: string; session: SocialSession }>;
  /** Checks the callback against the session, redeems the code and reads the profile. */
  userInfo: (
    config: C,
    session: SocialSession,
    connectorData: Record<string, unknown>,
    context: SocialContext,
  ) => Promise<SocialUserInfo>;
  /** A new access token for a kept refresh token, where the protocol has a token endpoint. */
  refresh?: (config: C, refreshToken: string) => Promise<ProviderTokenSet>;
};
