import { createRoute, z } from '@hono/zod-openapi';
import { lengthLimits, paginationQuery } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { scopeToTenant } from '../../../db/tenant-scope.js';
import { createRouter } from '../../../http/create-router.js';
import {
  setTotalNumber,
  toPagination,
  totalNumberHeader,
} from '../../../http/pagination.js';
import { findApplicationSecrets } from '../queries.js';
import {
  applicationSecretResponse,
  createdApplicationSecretResponse,
  toApplicationSecretResponse,
} from '../responses.js';
import { createApplicationSecret, deleteApplicationSecret, renameApplicationSecret } from '../secret-service.js';
import { requireApplication } from '../service.js';
import { json, pathId, security } from '../../../http/contract-parts.js';

const tags = ['Applications'];
const id = pathId('id');
const name = pathId('name');
const nameGuard = z.string().min(1).max(lengthLimits.applicationName);

const listSecrets = createRoute({
  method: 'get',
  path: '/applications/{id}/secrets',
  tags,
  summary: 'List the secrets of an application',
  description: 'Names and dates, newest first; secret values are never shown again after creation.',
  security,
  request: { params: z.object({ id }), query: paginationQuery },
  responses: {
    200: { description: 'A page of secrets.', headers: totalNumberHeader, content: json(z.array(applicationSecretResponse)) },
    404: { description: 'No application with this id.' },
  },
});

const createSecret = createRoute({
  method: 'post',
  path: '/applications/{id}/secrets',
  tags,
  summary: 'Add a secret to an application',
  description:
    'Confidential applications only. The value is returned in this response only. An expired secret no longer authenticates.',
  security,
  request: {
    params: z.object({ id }),
    body: {
      required: true,
      content: json(
        z.object({
          name: nameGuard,
          expiresAt: z.int().positive().nullish().openapi({ description: 'Expiry, epoch milliseconds, in the future.' }),
        }),
      ),
    },
  },
  responses: {
    201: { description: 'The created secret with its value.', content: json(createdApplicationSecretResponse) },
    400: { description: 'Invalid body.' },
    404: { description: 'No application with this id.' },
    422: { description: 'The name exists, or the application type has no secrets.' },
  },
});

const renameSecret = createRoute({
  method: 'patch',
  path: '/applications/{id}/secrets/{name}',
  tags,
  summary: 'Rename a secret of an application',
  security,
  request: { params: z.object({ id, name }), body: { required: true, content: json(z.object({ name: nameGuard })) } },
  responses: {
    200: { description: 'The renamed secret.', content: json(applicationSecretResponse) },
    400: { description: 'Invalid body.' },
    404: { description: 'No such application or secret.' },
    422: { description: 'The new name exists.' },
  },
});

const deleteSecret = createRoute({
  method: 'delete',
  path: '/applications/{id}/secrets/{name}',
  tags,
  summary: 'Delete a secret of an application',
  description: 'The secret stops authenticating at once.',
  security,
  request: { params: z.object({ id, name }) },
  responses: { 204: { description: 'Deleted.' }, 404: { description: 'No such application or secret.' } },
});

export const applicationSecretRoutes = ({ database, bus, vault }: AppContext) =>
  createRouter()
    .openapi(listSecrets, async (c) => {
      const scope = scopeToTenant(database.db, c.get('tenantId'));
      const { id: applicationId } = c.req.valid('param');
      await requireApplication(scope, applicationId);
      const secrets = await findApplicationSecrets(scope, applicationId);
      const { limit, offset } = toPagination(c.req.valid('query'));
      setTotalNumber(c, secrets.length);
      return c.json(secrets.slice(offset, offset + limit).map(toApplicationSecretResponse), 200);
    })
    .openapi(createSecret, async (c) => {
      const tenantId = c.get('tenantId');
      const { id: applicationId } = c.req.valid('param');
      const { row, value } = await createApplicationSecret(
        scopeToTenant(database.db, tenantId),
        vault,
        applicationId,
        c.req.valid('json'),
      );
      bus.publish({ kind: 'client', tenantId, clientId: applicationId });
      return c.json({ ...toApplicationSecretResponse(row), value }, 201);
    })
    .openapi(renameSecret, async (c) => {
      const tenantId = c.get('tenantId');
      const params = c.req.valid('param');
      const row = await renameApplicationSecret(
        scopeToTenant(database.db, tenantId),
        params.id,
        params.name,
        c.req.valid('json').name,
      );
      bus.publish({ kind: 'client', tenantId, clientId: params.id });
      return c.json(toApplicationSecretResponse(row), 200);
    })
    .openapi(deleteSecret, async (c) => {
      const tenantId = c.get('tenantId');
      const params = c.req.valid('param');
      await deleteApplicationSecret(scopeToTenant(database.db, tenantId), params.id, params.name);
      bus.publish({ kind: 'client', tenantId, clientId: params.id });
      return c.body(null, 204);
    });
