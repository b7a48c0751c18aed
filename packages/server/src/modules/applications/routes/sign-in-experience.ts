import { applicationApi } from '@tessera/schemas';
import { createRouter } from '../../../http/create-router.js';
import { toApplicationSignInExperienceResponse } from '../responses.js';
import { findSignInExperience, upsertSignInExperience } from '../sign-in-experience-service.js';
import { applicationRoute } from './applications.js';

export const applicationSignInExperienceRoutes = () =>
  createRouter()
    .openapi(applicationRoute(applicationApi.getSignInExperience), async (c) => {
      const row = await findSignInExperience(c.get('scope'), c.req.valid('param').applicationId);
      return c.json(toApplicationSignInExperienceResponse(row), 200);
    })
    .openapi(applicationRoute(applicationApi.setSignInExperience), async (c) => {
      const { applicationId } = c.req.valid('param');
      const { row, created } = await upsertSignInExperience(c.get('scope'), applicationId, c.req.valid('json'));
      const body = toApplicationSignInExperienceResponse(row);
      return created ? c.json(body, 201) : c.json(body, 200);
    });
