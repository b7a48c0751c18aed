import { createRoute } from '@hono/zod-openapi';
import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { createAssetStorage } from '../asset-storage.js';
import { assetServiceStatus, uploadAsset } from '../service.js';
import {
  assetSecurity,
  assetServiceStatusResponse,
  assetTags,
  readUploadedFile,
  uploadBody,
  uploadBodyLimit,
  uploadResponses,
} from '../upload-contract.js';
import { generalUploadRules } from '../upload-rules.js';

const getAssetStatus = createRoute({
  method: 'get',
  path: '/user-assets/service-status',
  tags: assetTags,
  summary: 'Get the upload service status',
  description: 'Whether uploads work, and which types and size the tenant may upload (logos, favicons…).',
  security: assetSecurity,
  responses: {
    200: { description: 'Ready.', content: { 'application/json': { schema: assetServiceStatusResponse } } },
  },
});

const uploadTenantAsset = createRoute({
  method: 'post',
  path: '/user-assets',
  tags: assetTags,
  summary: 'Upload a file',
  description: 'Stores a file of the tenant (the `file` field), such as a logo, and answers its public URL.',
  security: assetSecurity,
  request: { body: uploadBody },
  responses: uploadResponses,
});

/** The tenant's uploads through the Management API; the management guard covers both routes. */
export const userAssetManagementRoutes = ({ config }: AppContext) => {
  const storage = createAssetStorage(config);
  const router = createRouter();
  router.use(uploadTenantAsset.path, uploadBodyLimit(generalUploadRules));
  return router
    .openapi(getAssetStatus, (c) => c.json(assetServiceStatus(generalUploadRules), 200))
    .openapi(uploadTenantAsset, async (c) => {
      const file = readUploadedFile(c.req.valid('form'));
      const asset = await uploadAsset(
        storage,
        { tenantId: c.get('tenantId'), file, rules: generalUploadRules },
        c.get('logger'),
      );
      return c.json(asset, 201);
    });
};
