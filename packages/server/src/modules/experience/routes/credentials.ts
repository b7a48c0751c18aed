import { createRoute, z } from '@hono/zod-openapi';
import { emailGuard, lengthLimits, usernameGuard } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { scopeToTenant } from '../../../db/tenant-scope.js';
import { RequestError } from '../../../errors/request-error.js';
import { createRouter } from '../../../http/create-router.js';
import { clientIp } from '../../sentinel/client-ip.js';
import { credentialRateLimit } from '../../sentinel/credential-rate-limit.js';
import type { RateLimiter } from '../../sentinel/rate-limiter.js';
import { experienceTags } from '../experience-tags.js';
import type { ExperienceOptions } from '../experience-options.js';
import { findExperienceSettings, isRegistrationOpen } from '../experience-settings.js';
import { passwordInput } from '../inputs.js';
import { findInteraction, finishInteraction, interactionClientId } from '../interaction.js';
import { nodeExchangeOf } from '../node-exchange.js';
import { redirectResponse } from '../redirect-response.js';
import { registerUser } from '../register.js';
import { signInWithPassword } from '../sign-in.js';

const json = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

const signInBody = z.object({
  identifier: z.string().min(1).max(lengthLimits.userIdentifier).openapi({ description: 'Username, or email address.' }),
  password: passwordInput,
});

const registerBody = z.object({
  username: usernameGuard.optional(),
  email: emailGuard.optional(),
  password: passwordInput,
});

const noInteraction = { description: 'No interaction cookie, or the interaction expired (session.not_found).' };
const tooManyRequests = { description: 'Too many requests from this IP (session.too_many_requests); see Retry-After.' };

const signIn = createRoute({
  method: 'post',
  path: '/experience/sign-in',
  tags: experienceTags,
  summary: 'Sign in with a password',
  description: 'Checks the identifier and password, then completes the login step of the interaction.',
  request: json(signInBody),
  responses: {
    200: redirectResponse,
    403: { description: 'Identifier locked after too many failures (session.identifier_locked), or user suspended.' },
    404: noInteraction,
    422: { description: 'Wrong identifier or password (session.invalid_credentials).' },
    429: tooManyRequests,
  },
});

const register = createRoute({
  method: 'post',
  path: '/experience/register',
  tags: experienceTags,
  summary: 'Create an account',
  description: "Creates a user with the tenant's default roles and signs them in.",
  request: json(registerBody),
  responses: {
    200: redirectResponse,
    403: { description: 'Registration is turned off (session.registration_disabled).' },
    404: noInteraction,
    422: { description: 'Password rejected by the policy (password_rejected.*), or identifier taken (user.*_already_in_use).' },
    429: tooManyRequests,
  },
});

export const experienceCredentialRoutes = (
  { database, providers }: AppContext,
  limiter: RateLimiter,
  options: Required<ExperienceOptions>,
) => {
  const router = createRouter();
  router.use(signIn.path, credentialRateLimit(limiter, 'sign-in'));
  router.use(register.path, credentialRateLimit(limiter, 'register'));
  return router
    .openapi(signIn, async (c) => {
      const tenantId = c.get('tenantId');
      const { provider } = await providers.get(tenantId);
      const exchange = nodeExchangeOf(c);
      await findInteraction(provider, exchange);
      const user = await signInWithPassword(
        scopeToTenant(database.db, tenantId),
        { ...c.req.valid('json'), ip: clientIp(exchange.incoming) },
        c.get('logger'),
      );
      const redirectTo = await finishInteraction(provider, exchange, { login: { accountId: user.id } });
      return c.json({ redirectTo }, 200);
    })
    .openapi(register, async (c) => {
      const tenantId = c.get('tenantId');
      const scope = scopeToTenant(database.db, tenantId);
      const { provider } = await providers.get(tenantId);
      const exchange = nodeExchangeOf(c);
      const settings = await findExperienceSettings(scope);
      // A closed registration answers the same with or without a sign-in in progress.
      if (!isRegistrationOpen(settings)) {
        throw new RequestError('session.registration_disabled', 403);
      }
      const interaction = await findInteraction(provider, exchange);
      const user = await registerUser(scope, c.req.valid('json'), {
        settings,
        pwnedRange: options.pwnedRange,
        logger: c.get('logger'),
        applicationId: interactionClientId(interaction),
      });
      const redirectTo = await finishInteraction(provider, exchange, { login: { accountId: user.id } });
      return c.json({ redirectTo }, 200);
    });
};
