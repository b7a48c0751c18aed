import { paginationQuery } from '@tessera/schemas';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '../../../app-context.js';
import { scopeToTenant } from '../../../db/tenant-scope.js';
import { createRouter } from '../../../http/create-router.js';
import {
  setTotalNumber,
  toPagination,
  totalNumberHeader,
} from '../../../http/pagination.js';
import {
  applicationCreateBody,
  applicationPatchBody,
  applicationTypesQuery,
  parseApplicationTypes,
} from '../contracts.js';
import { countApplications, findApplications } from '../queries.js';
import {
  applicationDetailsResponse,
  applicationResponse,
  createdApplicationResponse,
  toApplicationResponse,
} from '../responses.js';
import {
  createApplication,
  deleteApplication,
  isManagementApiAdmin,
  requireApplication,
  updateApplication,
} from '../service.js';
import { json, security } from '../../../http/contract-parts.js';

const tags = ['Applications'];
const idParams = z.object({ id: z.string().min(1).openapi({ param: { name: 'id', in: 'path' } }) });

const listApplications = createRoute({
  method: 'get',
  path: '/applications',
  tags,
  summary: 'List applications',
  description:
    'Applications newest first. `search` matches a substring of the name, id or description; `types` and `isThirdParty` filter.',
  security,
  request: {
    query: paginationQuery.extend({
      search: z.string().max(256).optional(),
      types: applicationTypesQuery,
      isThirdParty: z.enum(['true', 'false']).optional(),
      excludeRoleId: z.string().optional().openapi({ description: 'Leave out applications holding this role.' }),
    }),
  },
  responses: {
    200: { description: 'A page of applications.', headers: totalNumberHeader, content: json(z.array(applicationResponse)) },
    400: { description: 'Invalid query.' },
  },
});

const createApplicationRoute = createRoute({
  method: 'post',
  path: '/applications',
  tags,
  summary: 'Create an application',
  description:
    'Traditional, machine-to-machine and Protected applications get an initial secret, returned once as `secret`.',
  security,
  request: { body: { required: true, content: json(applicationCreateBody) } },
  responses: {
    200: { description: 'The created application.', content: json(createdApplicationResponse) },
    400: { description: 'Invalid body (the field is named in `details`).' },
    422: { description: 'A setting does not fit the application type, or a CORS origin is not normalized.' },
  },
});

const getApplication = createRoute({
  method: 'get',
  path: '/applications/{id}',
  tags,
  summary: 'Get an application',
  description: 'Secrets are not included; see the secrets endpoints.',
  security,
  request: { params: idParams },
  responses: {
    200: { description: 'The application.', content: json(applicationDetailsResponse) },
    404: { description: 'No application with this id.' },
  },
});

const patchApplication = createRoute({
  method: 'patch',
  path: '/applications/{id}',
  tags,
  summary: 'Update an application',
  description:
    'Partial update. Metadata objects and custom data are merged key by key into the stored ones; lists are replaced. Changes apply to the next OIDC request.',
  security,
  request: { params: idParams, body: { required: true, content: json(applicationPatchBody) } },
  responses: {
    200: { description: 'The updated application.', content: json(applicationResponse) },
    400: { description: 'Invalid body (the field is named in `details`).' },
    404: { description: 'No application with this id.' },
    422: { description: 'A setting does not fit the application type, or a CORS origin is not normalized.' },
  },
});

const deleteApplicationRoute = createRoute({
  method: 'delete',
  path: '/applications/{id}',
  tags,
  summary: 'Delete an application',
  description: 'Deletes the application with its secrets and role assignments.',
  security,
  request: { params: idParams },
  responses: { 204: { description: 'Deleted.' }, 404: { description: 'No application with this id.' } },
});

export const applicationRoutes = ({ database, bus, vault }: AppContext) =>
  createRouter()
    .openapi(listApplications, async (c) => {
      const scope = scopeToTenant(database.db, c.get('tenantId'));
      const { search, types, isThirdParty, excludeRoleId, ...pagination } = c.req.valid('query');
      const filter = {
        search,
        types: parseApplicationTypes(types),
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
    .openapi(createApplicationRoute, async (c) => {
      const tenantId = c.get('tenantId');
      const scope = scopeToTenant(database.db, tenantId);
      const { application, secret } = await createApplication(scope, vault, c.req.valid('json'));
      // A lookup of this id before it existed may be cached as "no such client".
      bus.publish({ kind: 'client', tenantId, clientId: application.id });
      return c.json({ ...toApplicationResponse(application), ...(secret ? { secret } : {}) }, 200);
    })
    .openapi(getApplication, async (c) => {
      const scope = scopeToTenant(database.db, c.get('tenantId'));
      const application = await requireApplication(scope, c.req.valid('param').id);
      const isAdmin = await isManagementApiAdmin(scope, application);
      return c.json({ ...toApplicationResponse(application), isAdmin }, 200);
    })
    .openapi(patchApplication, async (c) => {
      const tenantId = c.get('tenantId');
      const { id } = c.req.valid('param');
      const { application, rolesChanged } = await updateApplication(
        scopeToTenant(database.db, tenantId),
        id,
        c.req.valid('json'),
      );
      bus.publish({ kind: 'client', tenantId, clientId: id });
      if (rolesChanged) {
        bus.publish({ kind: 'resources', tenantId });
      }
      return c.json(toApplicationResponse(application), 200);
    })
    .openapi(deleteApplicationRoute, async (c) => {
      const tenantId = c.get('tenantId');
      const { id } = c.req.valid('param');
      await deleteApplication(scopeToTenant(database.db, tenantId), id);
      bus.publish({ kind: 'client', tenantId, clientId: id });
      bus.publish({ kind: 'resources', tenantId });
      return c.body(null, 204);
    });
