import { signInExperienceApi } from '@tessera/schemas';
import { security } from '../../../http/contract-parts.js';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import { fetchPwnedRange } from '../../passwords/pwned-range.js';
import { checkPasswordAgainstPolicy } from '../check-password.js';
import { findSignInExperience, toSignInExperienceResponse, updateSignInExperience } from '../service.js';

const signInExperienceRoute = routesOf({ tags: ['Sign-in experience'], security });

/** `/sign-in-exp`: the tenant's one sign-in experience, and its password policy check. */
export const signInExperienceArea = () =>
  createRouter()
    .openapi(signInExperienceRoute(signInExperienceApi.get), async (c) => {
      const scope = c.get('scope');
      return c.json(toSignInExperienceResponse(scope.tenantId, await findSignInExperience(scope)), 200);
    })
    .openapi(signInExperienceRoute(signInExperienceApi.update), async (c) => {
      const scope = c.get('scope');
      // `removeUnusedDemoSocialConnector` drops the demo social connectors the update leaves unshown.
      const flag = c.req.valid('query').removeUnusedDemoSocialConnector;
      const updated = await updateSignInExperience(scope, c.req.valid('json'), {
        removeUnusedDemoSocialConnector: flag === '1' || flag === 'true',
      });
      return c.json(toSignInExperienceResponse(scope.tenantId, updated), 200);
    })
    .openapi(signInExperienceRoute(signInExperienceApi.checkPassword), async (c) =>
      c.json(
        await checkPasswordAgainstPolicy(c.get('scope'), c.req.valid('json'), {
          pwnedRange: fetchPwnedRange,
          logger: c.get('logger'),
        }),
        200,
      ),
    );
