import { applicationApi } from '@tessera/schemas';
import { createRouter } from '../../../http/create-router.js';
import { setTotalNumber, toPagination } from '../../../http/pagination.js';
import type { SecretVault } from '../../../utils/secret-vault.js';
import { findApplicationSecrets } from '../queries.js';
import { toApplicationSecretResponse } from '../responses.js';
import { createApplicationSecret, deleteApplicationSecret, renameApplicationSecret } from '../secret-service.js';
import { requireApplication } from '../service.js';
import { applicationRoute } from './applications.js';

/** `vault` encrypts new secrets. */
export const applicationSecretRoutes = (vault: SecretVault) =>
  createRouter()
    .openapi(applicationRoute(applicationApi.listSecrets), async (c) => {
      const scope = c.get('scope');
      const { id: applicationId } = c.req.valid('param');
      await requireApplication(scope, applicationId);
      // An application has a handful of secrets: they are paged in memory.
      const secrets = await findApplicationSecrets(scope, applicationId, 'asc');
      const { limit, offset } = toPagination(c.req.valid('query'));
      setTotalNumber(c, secrets.length);
      const page = secrets.slice(offset, offset + limit);
      return c.json(page.map((row) => toApplicationSecretResponse(row, vault.decrypt(row.value_encrypted))), 200);
    })
    .openapi(applicationRoute(applicationApi.createSecret), async (c) => {
      const { id: applicationId } = c.req.valid('param');
      const { row, value } = await createApplicationSecret(c.get('scope'), vault, applicationId, c.req.valid('json'));
      return c.json(toApplicationSecretResponse(row, value), 201);
    })
    .openapi(applicationRoute(applicationApi.renameSecret), async (c) => {
      const { id: applicationId, name } = c.req.valid('param');
      const row = await renameApplicationSecret(c.get('scope'), applicationId, name, c.req.valid('json').name);
      return c.json(toApplicationSecretResponse(row, vault.decrypt(row.value_encrypted)), 200);
    })
    .openapi(applicationRoute(applicationApi.deleteSecret), async (c) => {
      const { id: applicationId, name } = c.req.valid('param');
      await deleteApplicationSecret(c.get('scope'), applicationId, name);
      return c.body(null, 204);
    });
