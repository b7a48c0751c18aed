import { createRoute, z } from '@hono/zod-openapi';
import { adminTenantId, consoleBasePath, emailGuard, usernameGuard } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { RequestError } from '../../../errors/request-error.js';
import { createRouter } from '../../../http/create-router.js';
import { credentialRateLimit } from '../../sentinel/credential-rate-limit.js';
import type { RateLimiter } from '../../sentinel/rate-limiter.js';
import type { ExperienceOptions } from '../experience-options.js';
import { experienceTags } from '../experience-tags.js';
import { createFirstAdmin } from '../first-admin.js';
import { passwordInput } from '../inputs.js';
import { redirectSchema } from '../redirect-response.js';

const firstAdminBody = z.object({
  username: usernameGuard,
  password: passwordInput,
  email: emailGuard.optional(),
});

const createFirstAdminRoute = createRoute({
  method: 'post',
  path: '/experience/first-admin',
  tags: experienceTags,
  summary: 'Create the first administrator',
  description:
    'Admin tenant only, and only while it has no user: creates the console administrator, then the app goes to the console.',
  request: { body: { required: true, content: { 'application/json': { schema: firstAdminBody } } } },
  responses: {
    201: { description: 'Created.', content: { 'application/json': { schema: redirectSchema } } },
    403: { description: 'An administrator already exists (session.first_admin_exists).' },
    404: { description: 'Not the admin tenant (session.invalid_interaction).' },
    422: { description: 'Password rejected by the policy (password_rejected.*).' },
    429: { description: 'Too many requests from this IP (session.too_many_requests).' },
  },
});

export const experienceFirstAdminRoutes = (
  { tenantScope }: AppContext,
  limiter: RateLimiter,
  options: Required<ExperienceOptions>,
) => {
  const router = createRouter();
  router.use(createFirstAdminRoute.path, credentialRateLimit(limiter, 'first-admin'));
  return router.openapi(createFirstAdminRoute, async (c) => {
    if (c.get('tenantId') !== adminTenantId) {
      throw new RequestError('session.invalid_interaction', 404);
    }
    await createFirstAdmin(tenantScope(adminTenantId), c.req.valid('json'), {
      pwnedRange: options.pwnedRange,
      logger: c.get('logger'),
    });
    return c.json({ redirectTo: consoleBasePath }, 201);
  });
};
