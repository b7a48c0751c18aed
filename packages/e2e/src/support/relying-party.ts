import * as client from 'openid-client';

export type PendingAuthorization = { url: URL; codeVerifier: string; state: string };

/**
 * A standard OpenID Connect relying party (openid-client) for a public browser application:
 * it builds authorization URLs with PKCE and redeems the code the browser brings back.
 */
export async function createRelyingParty(issuer: string, clientId: string, redirectUri: string) {
  const config = await client.discovery(new URL(issuer), clientId, undefined, client.None(), {
    execute: [client.allowInsecureRequests],
  });

  const startAuthorization = async (
    parameters: Record<string, string> = {},
  ): Promise<PendingAuthorization> => {
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      ...parameters,
    });
    return { url, codeVerifier, state };
  };

  const redeemCode = (callbackUrl: URL, pending: PendingAuthorization) =>
    client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
    });

  return { config, startAuthorization, redeemCode };
}
