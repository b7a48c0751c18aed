import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import type Provider from 'oidc-provider';
import type { Configuration } from 'oidc-provider';
import { CookieJar } from './cookie-jar.js';
import { renderUpstreamSignInPage, type UpstreamAccount } from './upstream-idp-page.js';
import { UpstreamIdpStore } from './upstream-idp-store.js';

export type { UpstreamAccount } from './upstream-idp-page.js';

export type UpstreamClient = { clientId: string; clientSecret: string };

export type UpstreamClientOptions = {
  redirectUris: string[];
  /** How the client authenticates at the token endpoint (default `client_secret_basic`). */
  tokenEndpointAuthMethod?: 'client_secret_basic' | 'client_secret_post';
};

/** Changes the token endpoint's JSON answer before it leaves (for tests of tampered tokens). */
export type TokenAnswerRewrite = (body: Record<string, unknown>) => Record<string, unknown>;

export type UpstreamIdp = {
  /** `http://127.0.0.1:{port}`: the issuer, with discovery at `/.well-known/openid-configuration`. */
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string;
  jwksUri: string;
  provider: Provider;
  /** Adds or replaces an account. */
  setAccount: (account: UpstreamAccount) => void;
  /** Registers a confidential client with exactly these redirect URIs. */
  registerClient: (options: UpstreamClientOptions) => UpstreamClient;
  /** The sign-in page signs this account in without showing buttons, until set back to undefined. */
  autoSignInAs: (sub: string | undefined) => void;
  /**
   * Plays the browser: opens the authorization URL, signs `sub` in through the sign-in page and
   * returns the URL the provider finally redirects to (the client's redirect URI with code and state,
   * or with an error).
   */
  completeSignIn: (authorizationUrl: string, sub: string) => Promise<string>;
  /** Serves a JSON profile of another shape at `path`, behind the provider's own access tokens. */
  serveProfile: (path: string, shape: (account: UpstreamAccount) => unknown) => void;
  /** Rewrites the next token answers until set back to undefined. */
  rewriteTokenAnswers: (rewrite: TokenAnswerRewrite | undefined) => void;
  close: () => Promise<void>;
};

const readForm = (request: http.IncomingMessage) =>
  new Promise<URLSearchParams>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    request.on('error', reject);
  });

/**
 * A real OpenID Provider on a free local port (oidc-provider with its own signing keys), standing in
 * for Google, GitHub or a company's identity provider in tests: discovery, authorization with PKCE,
 * token, userinfo and JWKS endpoints, confidential clients and accounts the test defines.
 */
export async function startUpstreamIdp(options: { accounts?: UpstreamAccount[] } = {}): Promise<UpstreamIdp> {
  const { default: OidcProvider } = await import('oidc-provider');
  const accounts = new Map((options.accounts ?? []).map((account) => [account.sub, account]));
  const profiles = new Map<string, (account: UpstreamAccount) => unknown>();
  const store = new UpstreamIdpStore();
  let autoSub: string | undefined;
  let rewrite: TokenAnswerRewrite | undefined;

  const server = http.createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) {
        response.writeHead(500, { 'content-type': 'text/plain' });
      }
      response.end(String(error));
    });
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };

  const configuration: Configuration = {
    adapter: store.adapterClass(),
    jwks: { keys: [signingKey] as never },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture', 'preferred_username'] },
    // Like Google, the ID token carries the granted scopes' claims, not only `sub`.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ ...account }) } : undefined;
    },
    features: { devInteractions: { enabled: false }, userinfo: { enabled: true } },
    responseTypes: ['code'],
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
    pkce: { required: () => false },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    renderError: (ctx, out) => {
      ctx.type = 'text/plain';
      ctx.body = `${out.error}: ${out.error_description ?? ''}`;
    },
  };
  const oidc = new OidcProvider(issuer, configuration);
  oidc.use(async (ctx, next) => {
    await next();
    if (rewrite && ctx.path === '/token' && ctx.status === 200 && ctx.body && typeof ctx.body === 'object') {
      ctx.body = rewrite(ctx.body as Record<string, unknown>);
    }
  });
  const callback = oidc.callback();

  /** Ends the interaction with the account signed in and every requested scope granted. */
  const signIn = async (request: http.IncomingMessage, response: http.ServerResponse, sub: string) => {
    const details = await oidc.interactionDetails(request, response);
    const clientId = String(details.params.client_id);
    const grant = details.grantId
      ? ((await oidc.Grant.find(details.grantId)) ?? new oidc.Grant({ accountId: sub, clientId }))
      : new oidc.Grant({ accountId: sub, clientId });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await oidc.interactionFinished(
      request,
      response,
      { login: { accountId: sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', issuer);
    const interaction = /^\/interaction\/([^/]+)(\/login|\/abort)?$/.exec(url.pathname);
    if (interaction && request.method === 'GET' && !interaction[2]) {
      const details = await oidc.interactionDetails(request, response);
      if (autoSub) {
        return signIn(request, response, autoSub);
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(renderUpstreamSignInPage(details.uid, [...accounts.values()], String(details.params.client_id)));
    }
    if (interaction?.[2] === '/login' && request.method === 'POST') {
      const sub = (await readForm(request)).get('sub') ?? '';
      if (!accounts.has(sub)) {
        response.writeHead(400, { 'content-type': 'text/plain' });
        return response.end('unknown account');
      }
      return signIn(request, response, sub);
    }
    if (interaction?.[2] === '/abort' && request.method === 'POST') {
      return oidc.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'The user cancelled the sign-in.' },
        { mergeWithLastSubmission: false },
      );
    }
    const shape = request.method === 'GET' ? profiles.get(url.pathname) : undefined;
    if (shape) {
      const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const accessToken = token ? await oidc.AccessToken.find(token) : undefined;
      const account = accessToken?.accountId ? accounts.get(accessToken.accountId) : undefined;
      response.writeHead(account ? 200 : 401, { 'content-type': 'application/json' });
      return response.end(JSON.stringify(account ? shape(account) : { message: 'Bad credentials' }));
    }
    return callback(request, response);
  }

  return {
    issuer,
    authorizationEndpoint: `${issuer}/auth`,
    tokenEndpoint: `${issuer}/token`,
    userinfoEndpoint: `${issuer}/me`,
    jwksUri: `${issuer}/jwks`,
    provider: oidc,
    setAccount: (account) => {
      accounts.set(account.sub, account);
    },
    registerClient: ({ redirectUris, tokenEndpointAuthMethod }) => {
      const client = { clientId: `client-${randomBytes(6).toString('hex')}`, clientSecret: randomBytes(24).toString('base64url') };
      store.model('Client').set(client.clientId, {
        payload: {
          client_id: client.clientId,
          client_secret: client.clientSecret,
          redirect_uris: redirectUris,
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
          token_endpoint_auth_method: tokenEndpointAuthMethod ?? 'client_secret_basic',
        },
      });
      return client;
    },
    autoSignInAs: (sub) => {
      autoSub = sub;
    },
    completeSignIn: async (authorizationUrl, sub) => {
      const jar = new CookieJar();
      let response = await jar.fetch(authorizationUrl);
      for (let hop = 0; hop < 10; hop++) {
        const location = response.headers.get('location');
        if (!location) {
          throw new Error(`The upstream provider stopped at ${response.status}: ${await response.text()}`);
        }
        const next = new URL(location, issuer);
        if (next.origin !== issuer) {
          return next.href;
        }
        const interactionPage = /^\/interaction\/([^/]+)$/.exec(next.pathname);
        response = interactionPage
          ? await jar.fetch(`${next.href}/login`, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: new URLSearchParams({ sub }).toString(),
            })
          : await jar.fetch(next.href);
      }
      throw new Error('The upstream provider redirected too often.');
    },
    serveProfile: (path, shape) => {
      profiles.set(path, shape);
    },
    rewriteTokenAnswers: (next) => {
      rewrite = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
