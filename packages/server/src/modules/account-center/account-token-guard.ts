import type { ErrorCode } from '@tessera/phrases';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { RequestError } from '../../errors/request-error.js';
import type { ProviderRegistry } from '../../oidc/provider-registry.js';
import { isActiveUser } from '../users/service.js';
import { assertAccountCenterEnabled, findAccountCenter } from './service.js';

/** Where the challenge of a refused account API call points: the tenant's userinfo audience. */
const realm = 'account-api';

const refuse = (code: ErrorCode, c: Parameters<MiddlewareHandler<AppEnv>>[0]) => {
  c.header('WWW-Authenticate', `Bearer realm="${realm}", error="invalid_token"`);
  return new RequestError(code, 401);
};

/**
 * Guards the account API (`/my-account`, `/verifications`). The caller presents the user's
 * opaque access token of the addressed tenant: the one its OIDC provider issues without a
 * `resource`, for userinfo. The token is looked up in that tenant's provider, so a token of
 * another tenant is unknown here; it must be unexpired, its grant still live (a revoked grant or
 * an ended session takes its tokens along) and its user active. Its OIDC scopes (`profile`,
 * `email`, `phone`, `identities`, `custom_data`) decide which fields the routes serve. DPoP-bound
 * tokens are refused: the account API takes bearer tokens only.
 */
export const accountTokenGuard =
  (providers: Pick<ProviderRegistry, 'get'>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const authorization = c.req.header('authorization');
    if (!authorization) {
      c.header('WWW-Authenticate', `Bearer realm="${realm}"`);
      throw new RequestError('auth.authorization_header_missing', 401);
    }
    const [type, value] = authorization.split(' ');
    if (type?.toLowerCase() !== 'bearer' || !value) {
      throw new RequestError('auth.authorization_token_type_not_supported', 401);
    }
    const tenantId = c.get('tenantId');
    const { provider } = await providers.get(tenantId, c.get('location'));
    const token = await provider.AccessToken.find(value, { ignoreExpiration: true });
    if (!token || !token.accountId || token.jkt || token.aud) {
      throw refuse('auth.invalid_token', c);
    }
    if (token.isExpired) {
      throw refuse('auth.token_expired', c);
    }
    const grant = token.grantId ? await provider.Grant.find(token.grantId) : undefined;
    if (!grant || grant.accountId !== token.accountId) {
      throw refuse('auth.invalid_token', c);
    }
    const scope = c.get('scope');
    if (!(await isActiveUser(scope, token.accountId))) {
      throw refuse('auth.unauthorized', c);
    }
    assertAccountCenterEnabled(await findAccountCenter(scope));
    c.set('auth', {
      subject: token.accountId,
      issuerTenantId: tenantId,
      clientId: token.clientId,
      scopes: [...token.scopes],
    });
    await next();
  };

/** 403 `auth.insufficient_permissions` unless the token carries the OIDC scope. */
export function assertTokenScope(scopes: readonly string[], needed: string) {
  if (!scopes.includes(needed)) {
    throw new RequestError('auth.insufficient_permissions', 403, { scope: needed });
  }
}
