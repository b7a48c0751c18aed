import { experienceApi } from '@tessera/schemas';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import { findExperienceSettings } from '../experience-settings.js';

/** Public: the interaction cookie, not a bearer token, ties the sign-in app's calls together. */
export const experienceRoute = routesOf({ tags: ['Experience'] });

export const experienceConfigRoutes = () =>
  createRouter().openapi(experienceRoute(experienceApi.getConfig), async (c) => {
    const scope = c.get('scope');
    const settings = await findExperienceSettings(scope);
    return c.json({ tenantId: scope.tenantId, ...settings }, 200);
  });
