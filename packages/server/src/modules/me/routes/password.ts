import { IncomingMessage } from 'node:http';
import { createRoute, z } from '@hono/zod-openapi';
import { passwordLengthLimits, type PwnedRangeFetcher } from '@tessera/schemas';
import type { Context } from 'hono';
import type { AppContext } from '../../../app-context.js';
import type { AppEnv } from '../../../http/app-env.js';
import { createRouter } from '../../../http/create-router.js';
import { clientIp } from '../../sentinel/client-ip.js';
import { credentialRateLimit } from '../../sentinel/credential-rate-limit.js';
import { createRateLimiter } from '../../sentinel/rate-limiter.js';
import { meSecurity, meTags, unauthorized } from '../me-contract.js';
import { changePassword, verifyCurrentPassword } from '../password-service.js';
import { createReauthenticationStore } from '../reauthentication.js';
import { consoleUserScope, findCurrentUser } from '../service.js';

const passwordBody = z.object({ password: z.string().min(1).max(passwordLengthLimits.max) });
const jsonBody = { required: true, content: { 'application/json': { schema: passwordBody } } };

const verifyPassword = createRoute({
  method: 'post',
  path: '/me/password/verify',
  tags: meTags,
  summary: "Verify the current console user's password",
  description:
    'Proves the user knows their password; a password change is allowed for 10 minutes afterwards. Failures count towards the sign-in lockout.',
  security: meSecurity,
  request: { body: jsonBody },
  responses: {
    204: { description: 'The password is right.' },
    401: unauthorized,
    403: { description: 'Locked after too many failures (session.identifier_locked).' },
    422: { description: 'The password is wrong (user.wrong_password).' },
    429: { description: 'Too many requests from this IP (session.too_many_requests).' },
  },
});

const setPassword = createRoute({
  method: 'post',
  path: '/me/password',
  tags: meTags,
  summary: "Change the current console user's password",
  description:
    "Sets a new password under the admin tenant's password policy. Needs a password verification within the last 10 minutes; one verification allows one change.",
  security: meSecurity,
  request: { body: jsonBody },
  responses: {
    204: { description: 'Changed.' },
    401: unauthorized,
    403: { description: 'No recent password verification (auth.require_re_authentication).' },
    422: { description: 'The password breaks the policy (password_rejected.*, every rejection in data.rejections).' },
  },
});

/** The peer address, when the request came through the Node server (always, outside unit tests). */
const requestIp = (c: Context<AppEnv>) => {
  const env: unknown = c.env;
  const incoming = typeof env === 'object' && env !== null ? (env as { incoming?: unknown }).incoming : undefined;
  return incoming instanceof IncomingMessage ? clientIp(incoming) : undefined;
};

export type PasswordRouteOptions = { pwnedRange: PwnedRangeFetcher };

export const passwordRoutes = (
  { config, database }: AppContext,
  options: PasswordRouteOptions,
) => {
  const store = createReauthenticationStore();
  const limiter = createRateLimiter({ limit: config.credentialRateLimitPerMinute });
  const router = createRouter();
  router.use(verifyPassword.path, credentialRateLimit(limiter, 'me-password-verify'));
  return router
    .openapi(verifyPassword, async (c) => {
      const scope = consoleUserScope(database.db);
      const user = await findCurrentUser(scope, c.get('auth').subject);
      await verifyCurrentPassword(
        scope,
        user,
        { password: c.req.valid('json').password, ip: requestIp(c) },
        { store, logger: c.get('logger') },
      );
      return c.body(null, 204);
    })
    .openapi(setPassword, async (c) => {
      const scope = consoleUserScope(database.db);
      const user = await findCurrentUser(scope, c.get('auth').subject);
      await changePassword(scope, user, c.req.valid('json').password, {
        store,
        pwnedRange: options.pwnedRange,
        logger: c.get('logger'),
      });
      return c.body(null, 204);
    });
};
