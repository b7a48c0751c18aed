import { myAccountApi } from '@tessera/schemas';
import type { MiddlewareHandler } from 'hono';
import type { AppContext } from '../../../app-context.js';
import type { AppEnv } from '../../../http/app-env.js';
import { createRouter } from '../../../http/create-router.js';
import { createAssetStorage } from '../../user-assets/asset-storage.js';
import { uploadAsset } from '../../user-assets/service.js';
import { readUploadedFile, uploadBodyLimit, withUploadForm } from '../../user-assets/upload-contract.js';
import { avatarUploadRules } from '../../user-assets/upload-rules.js';
import type { VerificationRecords } from '../../verifications/records.js';
import { assertEditable } from '../account-service.js';
import { callerOf, myAccountRoute } from '../caller.js';

/**
 * `POST /my-account/user-assets/avatar`: the token guard runs before the upload size limit, so
 * nobody without a token can make the server read a large body.
 */
export const myAvatarRoutes = (
  { config }: Pick<AppContext, 'config'>,
  records: VerificationRecords,
  guard: MiddlewareHandler<AppEnv>,
) => {
  const storage = createAssetStorage(config);
  const upload = withUploadForm(myAccountRoute(myAccountApi.uploadAvatar));
  const router = createRouter();
  router.use(upload.path, guard, uploadBodyLimit(avatarUploadRules));
  return router.openapi(upload, async (c) => {
    const caller = await callerOf(c, records);
    assertEditable(caller, 'avatar', 'profile');
    const file = readUploadedFile(c.req.valid('form'));
    return c.json(await uploadAsset(storage, { tenantId: caller.scope.tenantId, file, rules: avatarUploadRules }, c.get('logger')), 200);
  });
};
