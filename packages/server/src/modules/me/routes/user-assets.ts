import { createRoute } from '@hono/zod-openapi';
import { adminTenantId } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { consoleUserGuard } from '../../../auth/management-guard.js';
import { createRouter } from '../../../http/create-router.js';
import { createAssetStorage } from '../../user-assets/asset-storage.js';
import { assetServiceStatus, uploadAsset } from '../../user-assets/service.js';
import {
  assetSecurity,
  assetServiceStatusResponse,
  assetTags,
  readUploadedFile,
  uploadBody,
  uploadBodyLimit,
  uploadResponses,
} from '../../user-assets/upload-contract.js';
import { avatarUploadRules } from '../../user-assets/upload-rules.js';

const unauthorized = { description: 'No token, or not a console user token (auth.*).' };

const getMeAssetStatus = createRoute({
  method: 'get',
  path: '/me/user-assets/service-status',
  tags: assetTags,
  summary: 'Get the avatar upload service status',
  description: 'Whether uploads work, and which types and size the current console user may upload.',
  security: assetSecurity,
  responses: {
    200: { description: 'Ready.', content: { 'application/json': { schema: assetServiceStatusResponse } } },
    401: unauthorized,
  },
});

const uploadMeAsset = createRoute({
  method: 'post',
  path: '/me/user-assets',
  tags: assetTags,
  summary: 'Upload an avatar image',
  description: 'Stores an image of the current console user (the `file` field) and answers its public URL.',
  security: assetSecurity,
  request: { body: uploadBody },
  responses: { ...uploadResponses, 401: unauthorized },
});

/** The console user's own uploads (avatars), kept with the admin tenant that holds the user. */
export const meAssetRoutes = ({ config, providers }: AppContext) => {
  const storage = createAssetStorage(config);
  const guard = consoleUserGuard(config, providers);
  const router = createRouter();
  router.use(getMeAssetStatus.path, guard);
  router.use(uploadMeAsset.path, guard, uploadBodyLimit(avatarUploadRules));
  return router
    .openapi(getMeAssetStatus, (c) => c.json(assetServiceStatus(avatarUploadRules), 200))
    .openapi(uploadMeAsset, async (c) => {
      const file = readUploadedFile(c.req.valid('form'));
      const asset = await uploadAsset(
        storage,
        { tenantId: adminTenantId, file, rules: avatarUploadRules },
        c.get('logger'),
      );
      return c.json(asset, 201);
    });
};
