import { createRoute } from '@hono/zod-openapi';
import type { AppContext } from '../../../app-context.js';
import { RequestError } from '../../../errors/request-error.js';
import { createRouter } from '../../../http/create-router.js';
import { meSecurity, meTags, unauthorized } from '../me-contract.js';
import { consoleUserScope, deleteCurrentUser } from '../service.js';

const deleteMe = createRoute({
  method: 'delete',
  path: '/me',
  tags: meTags,
  summary: 'Delete the current console user',
  description:
    'Deletes the account of the signed-in console user (cloud edition only). The console first deletes or leaves the tenants.',
  security: meSecurity,
  responses: {
    204: { description: 'Deleted.' },
    401: unauthorized,
    403: { description: 'Not the cloud edition (auth.cloud_only).' },
    404: { description: 'The user no longer exists (user.not_found).' },
  },
});

export const accountRoutes = ({ config, database }: AppContext) =>
  createRouter().openapi(deleteMe, async (c) => {
    if (config.edition !== 'cloud') {
      throw new RequestError('auth.cloud_only', 403);
    }
    await deleteCurrentUser(consoleUserScope(database.db), c.get('auth').subject);
    return c.body(null, 204);
  });
