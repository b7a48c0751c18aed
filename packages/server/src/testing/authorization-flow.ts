import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { toJson } from '../db/json.js';
import type { Database } from '../db/schema.js';
import { scopeToTenant } from '../db/tenant-scope.js';
import { generateId } from '../utils/id.js';
import { insertApplication } from '../modules/applications/queries.js';
import { CookieJar } from './cookie-jar.js';

export const testRedirectUri = 'http://localhost/cb';

/** Registers a browser app (SPA) that may send users through the sign-in flow. */
export async function insertTestClient(
  db: Kysely<Database>,
  options: { tenantId?: string; isThirdParty?: boolean; name?: string } = {},
) {
  const application = await insertApplication(scopeToTenant(db, options.tenantId ?? 'default'), {
    id: generateId(),
    name: options.name ?? 'Test SPA',
    type: 'SPA',
    oidc_client_metadata: toJson({ redirectUris: [testRedirectUri] }),
    custom_client_metadata: toJson({}),
    custom_data: toJson({}),
    is_third_party: options.isThirdParty ?? false,
  });
  return application.id;
}

export type ApiAnswer<T = Record<string, unknown>> = { status: number; body: T; headers: Headers };

/** One browser going through an authorization request of a client. */
export class AuthorizationFlow {
  readonly jar = new CookieJar();
  uid = '';
  /** Where the provider sent the browser for the interaction (the sign-in app's page). */
  interactionUrl = '';

  constructor(
    readonly baseUrl: string,
    readonly clientId: string,
    readonly tenantPrefix = '',
    readonly redirectUri = testRedirectUri,
  ) {}

  /**
   * Starts the request at the authorization endpoint and stops at the sign-in app. A list value
   * repeats its parameter (several `resource` indicators).
   */
  async start(parameters: Record<string, string | readonly string[]> = {}) {
    const verifier = randomBytes(32).toString('base64url');
    const query = new URLSearchParams({
      client_id: this.clientId,
      response_type: 'code',
      redirect_uri: this.redirectUri,
      scope: 'openid',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state: 'x',
    });
    for (const [name, value] of Object.entries(parameters)) {
      query.delete(name);
      for (const each of typeof value === 'string' ? [value] : value) {
        query.append(name, each);
      }
    }
    const response = await this.jar.fetch(`${this.baseUrl}${this.tenantPrefix}/oidc/auth?${query}`);
    const location = response.headers.get('location');
    if (response.status >= 400 || !location) {
      throw new Error(`The authorization request failed with ${response.status}: ${await response.text()}`);
    }
    this.interactionUrl = new URL(location, this.baseUrl).toString();
    this.uid = new URL(this.interactionUrl).searchParams.get('uid') ?? '';
    return this;
  }

  /** Calls the sign-in app's API of the flow's tenant (or another prefix) with the browser's cookies. */
  async api<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    body?: unknown,
    prefix = this.tenantPrefix,
  ): Promise<ApiAnswer<T>> {
    const response = await this.jar.fetch(`${this.baseUrl}${prefix}/api/experience${path}`, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T, headers: response.headers };
  }

  /**
   * Follows redirects from `redirectTo` like a browser until they leave the server: to the
   * client's redirect URI (the result) or to another page of the sign-in app.
   */
  async follow(redirectTo: string): Promise<URL> {
    let location = new URL(redirectTo, this.baseUrl).toString();
    for (let hop = 0; hop < 10; hop++) {
      if (location.startsWith(this.redirectUri) || !location.includes('/oidc/')) {
        return new URL(location);
      }
      const response = await this.jar.fetch(location);
      const next = response.headers.get('location');
      if (!next) {
        throw new Error(`Expected a redirect from ${location}, got ${response.status}: ${await response.text()}`);
      }
      location = new URL(next, location).toString();
    }
    throw new Error('Too many redirects');
  }
}
