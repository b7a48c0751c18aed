import { applicationApi, parseApplicationTypesQuery } from '@tessera/schemas';
import { security } from '../../../http/contract-parts.js';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import { setTotalNumber, toPagination } from '../../../http/pagination.js';
import type { SecretVault } from '../../../utils/secret-vault.js';
import { countApplications, findApplications } from '../queries.js';
import { toApplicationResponse } from '../responses.js';
import {
  createApplication,
  deleteApplication,
  isManagementApiAdmin,
  requireApplication,
  updateApplication,
  updateApplicationCustomData,
  type ApplicationCreateOptions,
} from '../service.js';

export const applicationRoute = routesOf({ tags: ['Applications'], security });

/** `vault` encrypts the initial secret of a confidential application. */
export const applicationRoutes = (vault: SecretVault, options: ApplicationCreateOptions = {}) =>
  createRouter()
    .openapi(applicationRoute(applicationApi.list), async (c) => {
      const scope = c.get('scope');
      const { search, types, isThirdParty, excludeRoleId, ...pagination } = c.req.valid('query');
      const filter = {
        search,
        types: parseApplicationTypesQuery(types),
        isThirdParty: isThirdParty === undefined ? undefined : isThirdParty === 'true',
        excludeRoleId,
      };
      const [total, rows] = await Promise.all([
        countApplications(scope, filter),
        findApplications(scope, filter, toPagination(pagination)),
      ]);
      setTotalNumber(c, total);
      return c.json(rows.map(toApplicationResponse), 200);
    })
    .openapi(applicationRoute(applicationApi.create), async (c) => {
      const { application, secret } = await createApplication(c.get('scope'), vault, c.req.valid('json'), options);
      return c.json({ ...toApplicationResponse(application), ...(secret ? { secret } : {}) }, 200);
    })
    .openapi(applicationRoute(applicationApi.get), async (c) => {
      const scope = c.get('scope');
      const application = await requireApplication(scope, c.req.valid('param').id);
      const isAdmin = await isManagementApiAdmin(scope, application);
      return c.json({ ...toApplicationResponse(application), isAdmin }, 200);
    })
    .openapi(applicationRoute(applicationApi.update), async (c) => {
      const application = await updateApplication(c.get('scope'), c.req.valid('param').id, c.req.valid('json'));
      return c.json(toApplicationResponse(application), 200);
    })
    .openapi(applicationRoute(applicationApi.updateCustomData), async (c) => {
      const { applicationId } = c.req.valid('param');
      return c.json(await updateApplicationCustomData(c.get('scope'), applicationId, c.req.valid('json')), 200);
    })
    .openapi(applicationRoute(applicationApi.delete), async (c) => {
      await deleteApplication(c.get('scope'), c.req.valid('param').id);
      return c.body(null, 204);
    });
