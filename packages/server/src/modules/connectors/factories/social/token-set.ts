import type { JsonObject } from '@tessera/schemas';

/**
 * The tokens a provider's token endpoint answered (RFC 6749 §5.1), in Tessera's words. Never
 * logged; kept only where the connector stores tokens, and then sealed by the vault.
 */
export type ProviderTokenSet = {
  accessToken: string;
  refreshToken?: string;
  /** The granted scopes, space separated, when the provider said them. */
  scope?: string;
  tokenType?: string;
  /** Seconds from the answer until the access token expires, when the provider said it. */
  expiresIn?: number;
};

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** The token set of a token endpoint answer; none without an access token. */
export function providerTokenSetOf(answer: JsonObject): ProviderTokenSet | undefined {
  const accessToken = text(answer.access_token);
  if (!accessToken) {
    return undefined;
  }
  const refreshToken = text(answer.refresh_token);
  const scope = text(answer.scope);
  const tokenType = text(answer.token_type);
  // Some providers send the lifetime as a string.
  const expiresIn = Number(answer.expires_in);
  return {
    accessToken,
    ...(refreshToken ? { refreshToken } : {}),
    ...(scope ? { scope } : {}),
    ...(tokenType ? { tokenType } : {}),
    ...(Number.isFinite(expiresIn) && expiresIn > 0 ? { expiresIn: Math.floor(expiresIn) } : {}),
  };
}

/** An OpenID Connect request without `openid` gets no ID token: a scope override keeps it. */
export const withOpenIdScope = (scope: string) => {
  const scopes = scope.split(/\s+/).filter(Boolean);
  return (scopes.includes('openid') ? scopes : ['openid', ...scopes]).join(' ');
};
