import { organizationsResource, organizationsScope } from '@tessera/schemas';
import { managementApi } from './management-app.js';
import { redirectUri, signIn } from './sign-in-load.js';
import { serverTimeOf } from './server-timing.js';
import { percentile, round } from './stats.js';

/**
 * Registers a user through the sign-in flow with an SPA asking for the organizations scope and
 * resource and offline access; answers the client id, the user id and a refresh token.
 */
export async function signInForOrganizations(url: string, managementToken: string) {
  const app = await managementApi(url, managementToken)<{ id: string }>('POST', '/applications', {
    name: 'Bench organization SPA',
    type: 'SPA',
    oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
  });
  const answer = await signIn(
    { url, clientId: app.id, identifier: 'bench_organization_user' },
    {
      register: true,
      scope: `openid offline_access ${organizationsScope} read:a read:b write:c`,
      resource: organizationsResource,
    },
  );
  const tokens = answer as TokenBody;
  const idToken = JSON.parse(
    Buffer.from(tokens.id_token?.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as { sub: string };
  return { clientId: app.id, userId: idToken.sub, refreshToken: tokens.refresh_token ?? '' };
}

type TokenBody = {
  access_token?: string;
  refresh_token?: string;
  id_token?: string;
  scope?: string;
  error?: string;
};

async function postToken(url: string, form: Record<string, string>) {
  const response = await fetch(`${url}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
  const body = (await response.json()) as TokenBody;
  if (!response.ok || !body.access_token) {
    throw new Error(`Token request answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return { body, serverMs: serverTimeOf(response) };
}

const summary = (samples: number[]) => ({
  p99: round(percentile(samples, 99), 2),
  median: round(percentile(samples, 50), 2),
  samples,
});

/**
 * Organization tokens (or with `plain`, ordinary refreshes, for comparison) asked for one after
 * another (each refresh rotates the refresh token), cycling through the organizations; every
 * token must carry the role's two scopes. Answers the times measured here and, in `server`, the
 * times the server reported for the same requests (Server-Timing); `server` is undefined when
 * the server reports none.
 */
export async function measureOrganizationTokens(
  url: string,
  session: { clientId: string; refreshToken: string },
  organizationIds: readonly string[],
  options: { requests: number; warmUp: number; plain?: boolean },
) {
  const samples: number[] = [];
  const serverSamples: number[] = [];
  let refreshToken = session.refreshToken;
  for (let index = 0; index < options.warmUp + options.requests; index += 1) {
    const started = performance.now();
    const { body, serverMs } = await postToken(url, {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: session.clientId,
      ...(options.plain
        ? {}
        : { organization_id: organizationIds[index % organizationIds.length]! }),
    });
    const elapsed = performance.now() - started;
    if (!options.plain && body.scope !== 'read:a read:b') {
      throw new Error(`The organization token carried "${body.scope}"`);
    }
    refreshToken = body.refresh_token ?? refreshToken;
    if (index >= options.warmUp) {
      samples.push(elapsed);
      if (serverMs !== undefined) {
        serverSamples.push(serverMs);
      }
    }
  }
  // Rotated: the next run must go on with the latest refresh token.
  session.refreshToken = refreshToken;
  return {
    ...summary(samples),
    server: serverSamples.length === samples.length ? summary(serverSamples) : undefined,
  };
}
