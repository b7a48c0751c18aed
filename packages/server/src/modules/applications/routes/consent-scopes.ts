import { createRoute, z } from '@hono/zod-openapi';
import { applicationUserConsentScopeTypes, userScopes } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { scopeToTenant } from '../../../db/tenant-scope.js';
import { createRouter } from '../../../http/create-router.js';
import { findConsentScopes, linkConsentScopes, unlinkConsentScope } from '../consent-scope-service.js';
import { json, pathId, security } from '../../../http/contract-parts.js';

const tags = ['Applications'];
const applicationId = pathId('applicationId');

const consentScope = z.object({ id: z.string(), name: z.string(), description: z.string().nullable() });
const resourceScopes = z.array(
  z.object({
    resource: z.object({ id: z.string(), name: z.string(), indicator: z.string() }),
    scopes: z.array(consentScope),
  }),
);
const consentScopesResponse = z
  .object({
    userScopes: z.array(z.string()),
    resourceScopes,
    organizationScopes: z.array(consentScope),
    organizationResourceScopes: resourceScopes,
  })
  .openapi('ApplicationUserConsentScopes');

const idList = z.array(z.string().min(1)).optional();

const getConsentScopes = createRoute({
  method: 'get',
  path: '/applications/{applicationId}/user-consent-scopes',
  tags,
  summary: 'List the consent scopes of an application',
  description: 'What a third-party application asks users to consent to; resource scopes grouped by resource.',
  security,
  request: { params: z.object({ applicationId }) },
  responses: {
    200: { description: 'The consent scopes.', content: json(consentScopesResponse) },
    404: { description: 'No application with this id.' },
    422: { description: 'Not a third-party application (`application.third_party_consent_only`).' },
  },
});

const addConsentScopes = createRoute({
  method: 'post',
  path: '/applications/{applicationId}/user-consent-scopes',
  tags,
  summary: 'Add consent scopes to an application',
  description: 'User scopes by name, the others by scope id. Scopes linked already stay as they are.',
  security,
  request: {
    params: z.object({ applicationId }),
    body: {
      required: true,
      content: json(
        z.object({
          userScopes: z.array(z.enum(userScopes)).optional(),
          resourceScopes: idList,
          organizationScopes: idList,
          organizationResourceScopes: idList,
        }),
      ),
    },
  },
  responses: {
    201: { description: 'All consent scopes after the change.', content: json(consentScopesResponse) },
    400: { description: 'Invalid body.' },
    404: { description: 'No such application or scope.' },
    422: { description: 'Not a third-party application.' },
  },
});

const removeConsentScope = createRoute({
  method: 'delete',
  path: '/applications/{applicationId}/user-consent-scopes/{scopeType}/{scopeId}',
  tags,
  summary: 'Remove a consent scope from an application',
  description: '`scopeId` is the scope name for `user-scopes`, a scope id otherwise.',
  security,
  request: {
    params: z.object({
      applicationId,
      scopeType: z.enum(applicationUserConsentScopeTypes).openapi({ param: { name: 'scopeType', in: 'path' } }),
      scopeId: z.string().min(1).openapi({ param: { name: 'scopeId', in: 'path' } }),
    }),
  },
  responses: {
    204: { description: 'Removed.' },
    400: { description: 'Unknown scope type.' },
    404: { description: 'No such application, or the scope is not linked.' },
    422: { description: 'Not a third-party application.' },
  },
});

export const applicationConsentScopeRoutes = ({ database, bus }: AppContext) =>
  createRouter()
    .openapi(getConsentScopes, async (c) => {
      const scope = scopeToTenant(database.db, c.get('tenantId'));
      return c.json(await findConsentScopes(scope, c.req.valid('param').applicationId), 200);
    })
    .openapi(addConsentScopes, async (c) => {
      const scope = scopeToTenant(database.db, c.get('tenantId'));
      const { applicationId: id } = c.req.valid('param');
      await linkConsentScopes(scope, id, c.req.valid('json'));
      bus.publish({ kind: 'client', tenantId: scope.tenantId, clientId: id });
      return c.json(await findConsentScopes(scope, id), 201);
    })
    .openapi(removeConsentScope, async (c) => {
      const scope = scopeToTenant(database.db, c.get('tenantId'));
      const params = c.req.valid('param');
      await unlinkConsentScope(scope, params.applicationId, params.scopeType, params.scopeId);
      bus.publish({ kind: 'client', tenantId: scope.tenantId, clientId: params.applicationId });
      return c.body(null, 204);
    });
