import { adminTenantId, meApi } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { consoleUserGuard } from '../../../auth/management-guard.js';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import { createAssetStorage } from '../../user-assets/asset-storage.js';
import { assetServiceStatus, uploadAsset } from '../../user-assets/service.js';
import {
  assetTags,
  readUploadedFile,
  uploadBodyLimit,
  withUploadForm,
} from '../../user-assets/upload-contract.js';
import { avatarUploadRules } from '../../user-assets/upload-rules.js';
import { security } from '../../../http/contract-parts.js';

// Documented with the other uploads, though they belong to the console user's own account.
const assetRoute = routesOf({ tags: assetTags, security });

/** The console user's own uploads (avatars), kept with the admin tenant that holds the user. */
export const meAssetRoutes = ({ config, providers, ephemeral }: Pick<AppContext, 'config' | 'providers' | 'ephemeral'>) => {
  const storage = createAssetStorage(config);
  const guard = consoleUserGuard(config, providers, ephemeral);
  const getStatus = assetRoute(meApi.getAssetServiceStatus);
  const upload = withUploadForm(assetRoute(meApi.uploadAsset));
  const router = createRouter();
  router.use(getStatus.path, guard);
  router.use(upload.path, guard, uploadBodyLimit(avatarUploadRules));
  return router
    .openapi(getStatus, (c) => c.json(assetServiceStatus(avatarUploadRules), 200))
    .openapi(upload, async (c) => {
      const file = readUploadedFile(c.req.valid('form'));
      const asset = await uploadAsset(
        storage,
        { tenantId: adminTenantId, file, rules: avatarUploadRules },
        c.get('logger'),
      );
      return c.json(asset, 200);
    });
};
