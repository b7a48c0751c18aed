import { userAssetApi } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { security } from '../../../http/contract-parts.js';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import { createAssetStorage } from '../asset-storage.js';
import { assetServiceStatus, uploadAsset } from '../service.js';
import { assetTags, readUploadedFile, uploadBodyLimit, withUploadForm } from '../upload-contract.js';
import { generalUploadRules } from '../upload-rules.js';

const assetRoute = routesOf({ tags: assetTags, security });

/** The tenant's uploads through the Management API; the management guard covers both routes. */
export const userAssetManagementRoutes = ({ config }: Pick<AppContext, 'config'>) => {
  const storage = createAssetStorage(config);
  const upload = withUploadForm(assetRoute(userAssetApi.upload));
  const router = createRouter();
  router.use(upload.path, uploadBodyLimit(generalUploadRules));
  return router
    .openapi(assetRoute(userAssetApi.getServiceStatus), (c) => c.json(assetServiceStatus(generalUploadRules), 200))
    .openapi(upload, async (c) => {
      const file = readUploadedFile(c.req.valid('form'));
      const asset = await uploadAsset(
        storage,
        { tenantId: c.get('tenantId'), file, rules: generalUploadRules },
        c.get('logger'),
      );
      return c.json(asset, 200);
    });
};
