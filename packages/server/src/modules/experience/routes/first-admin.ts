import { adminTenantId, consoleBasePath, experienceApi } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { RequestError } from '../../../errors/request-error.js';
import { createRouter } from '../../../http/create-router.js';
import { credentialRateLimit } from '../../sentinel/credential-rate-limit.js';
import type { RateLimiter } from '../../sentinel/rate-limiter.js';
import type { ExperienceOptions } from '../experience-options.js';
import { createFirstAdmin } from '../first-admin.js';
import { experienceRoute } from './config.js';

export const experienceFirstAdminRoutes = (
  { tenantScope, clientIp }: Pick<AppContext, 'tenantScope' | 'clientIp'>,
  limiter: RateLimiter,
  options: Required<ExperienceOptions>,
) => {
  // Console administrators belong to the admin tenant, the only one this endpoint serves.
  const adminScope = tenantScope(adminTenantId);
  const route = experienceRoute(experienceApi.createFirstAdmin);
  const router = createRouter();
  router.use(route.path, credentialRateLimit(limiter, 'first-admin', clientIp));
  return router.openapi(route, async (c) => {
    if (c.get('tenantId') !== adminTenantId) {
      throw new RequestError('session.invalid_interaction', 404);
    }
    await createFirstAdmin(adminScope, c.req.valid('json'), {
      pwnedRange: options.pwnedRange,
      logger: c.get('logger'),
    });
    return c.json({ redirectTo: consoleBasePath }, 201);
  });
};
