import { randomUUID } from 'node:crypto';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { CustomJwtTokenTypePath, JsonObject, JwtCustomizer } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import type { Logger } from '../../logger.js';
import type { SandboxPool } from './sandbox/sandbox-pool.js';
import type { StoredJwtCustomizers } from './service.js';
import { findApplicationContext, findUserContext } from './token-context.js';
import { subjectTokenContextOf } from '../subject-tokens/grant-context.js';

/** What the hook reads of the provider's token being issued. */
export type IssuingToken = {
  kind: string;
  jti?: string;
  aud?: string | string[];
  scope?: string;
  clientId?: string;
  accountId?: string;
  expiresWithSession?: boolean;
  grantId?: string;
  gty?: string;
  sessionUid?: string;
  sid?: string;
  resourceServer?: { audience?: string; accessTokenFormat?: string };
};

const tokenTypeOf = (token: IssuingToken): CustomJwtTokenTypePath | undefined =>
  token.kind === 'AccessToken' ? 'access-token' : token.kind === 'ClientCredentials' ? 'client-credentials' : undefined;

const requestIdPattern = /^[\w.-]{8,128}$/;
const requestIdOf = (ctx: KoaContextWithOIDC) => {
  const incoming = ctx.get('x-request-id');
  return requestIdPattern.test(incoming) ? incoming : randomUUID();
};

/** A script's message with the values of its environment variables cut out, for the log. */
const withoutSecrets = (message: string, environmentVariables: Record<string, string> = {}) =>
  Object.values(environmentVariables)
    .filter((value) => value.length >= 4)
    .reduce((text, value) => text.replaceAll(value, '[redacted]'), message);

const tokenInput = (token: IssuingToken, type: CustomJwtTokenTypePath): JsonObject => {
  const aud = token.aud ?? token.resourceServer?.audience;
  const common = { jti: token.jti, aud, scope: token.scope, clientId: token.clientId, kind: token.kind };
  return type === 'client-credentials'
    ? common
    : {
        ...common,
        accountId: token.accountId,
        expiresWithSession: token.expiresWithSession,
        grantId: token.grantId,
        gty: token.gty,
        sessionUid: token.sessionUid,
        sid: token.sid,
      };
};

export type JwtCustomizerHookOptions = {
  tenantId: string;
  scope: TenantScope;
  customizers: StoredJwtCustomizers;
  pool: SandboxPool;
  logger: Logger;
  /**
   * The provider's cached client for an id: a new object once the application changed, so the
   * application context read for it is read again.
   */
  clientVersion: (clientId: string) => object | undefined;
  /** The organization of an organization token request, if this is one. */
  organizationIdOf: (ctx: KoaContextWithOIDC) => string | undefined;
};

/**
 * The custom claims of a JWT access token being issued (the provider's `extraTokenClaims`): runs
 * the tenant's script for the token type in its sandbox. `api.denyAccess` fails the token request
 * with `access_denied`; any other failure is logged with the request id and, unless the settings
 * say `blockIssuanceOnError: false`, fails it with `server_error`. Undefined when the tenant has no
 * script: nothing is run and nothing is read.
 */
export function createJwtCustomizerHook(options: JwtCustomizerHookOptions) {
  const { customizers, pool, scope, tenantId } = options;
  if (!customizers['access-token'] && !customizers['client-credentials']) {
    return undefined;
  }
  const applications = new WeakMap<object, Promise<JsonObject | undefined>>();

  const applicationContext = (clientId: string | undefined) => {
    if (!clientId) {
      return Promise.resolve(undefined);
    }
    const version = options.clientVersion(clientId);
    if (!version) {
      return findApplicationContext(scope, clientId);
    }
    let context = applications.get(version);
    if (!context) {
      context = findApplicationContext(scope, clientId);
      applications.set(version, context);
    }
    return context;
  };

  const contextInput = async (ctx: KoaContextWithOIDC, token: IssuingToken, type: CustomJwtTokenTypePath) => {
    const application = await applicationContext(token.clientId);
    if (type === 'client-credentials') {
      return { application };
    }
    const organizationId = options.organizationIdOf(ctx);
    const user = token.accountId ? await findUserContext(scope, token.accountId) : undefined;
    const grantType: unknown = ctx.oidc.params?.grant_type;
    return {
      user: user ?? { id: token.accountId },
      application,
      grant: {
        type: typeof grantType === 'string' ? grantType : undefined,
        // Set only when this request spends a subject token (token exchange for impersonation).
        subjectTokenContext: subjectTokenContextOf(ctx),
      },
      ...(organizationId && { organization: { id: organizationId } }),
    };
  };

  const fail = async (
    ctx: KoaContextWithOIDC,
    type: CustomJwtTokenTypePath,
    settings: JwtCustomizer,
    message: string,
  ): Promise<undefined> => {
    const requestId = requestIdOf(ctx);
    options.logger.warn(
      { tenantId, requestId, tokenType: type, error: withoutSecrets(message, settings.environmentVariables) },
      'custom token claims script failed',
    );
    if (settings.blockIssuanceOnError === false) {
      return undefined;
    }
    const { errors } = await import('oidc-provider');
    const error = new errors.OIDCProviderError(500, 'server_error');
    Object.assign(error, {
      error_description: `the custom token claims script failed (request id ${requestId})`,
      expose: true,
    });
    throw error;
  };

  return async (ctx: KoaContextWithOIDC, token: IssuingToken): Promise<JsonObject | undefined> => {
    const type = tokenTypeOf(token);
    const settings = type && customizers[type];
    // Opaque tokens (no API resource) carry no claims: only JWT access tokens are customized.
    if (!type || !settings || token.resourceServer?.accessTokenFormat !== 'jwt') {
      return undefined;
    }
    const outcome = await pool.run(`${tenantId}\u0000${type}`, settings, {
      token: tokenInput(token, type),
      context: await contextInput(ctx, token, type),
      environmentVariables: settings.environmentVariables ?? {},
    });
    if (outcome.ok) {
      return outcome.claims;
    }
    if (outcome.errorCode === 'AccessDenied') {
      const { errors } = await import('oidc-provider');
      throw new errors.AccessDenied(outcome.message || 'access denied by the custom token claims script');
    }
    return fail(ctx, type, settings, outcome.message);
  };
}

export type JwtCustomizerHook = NonNullable<ReturnType<typeof createJwtCustomizerHook>>;
