import { z } from 'zod';

/**
 * `GET api/user-assets/service-status` and `GET api/me/user-assets/service-status`: uploads work,
 * and which types and size the caller may upload.
 */
export const userAssetsServiceStatusGuard = z
  .object({
    status: z.literal('ready'),
    allowUploadMimeTypes: z.array(z.string()),
    maxUploadFileSize: z.int().meta({ description: 'In bytes.' }),
  })
  .meta({ id: 'AssetServiceStatus' });
export type UserAssetsServiceStatus = z.infer<typeof userAssetsServiceStatusGuard>;

/** `POST api/user-assets` and `POST api/me/user-assets` answer: where the stored file is served. */
export const uploadedAssetGuard = z
  .object({ url: z.string().meta({ description: 'Public URL of the stored file.' }) })
  .meta({ id: 'UploadedAsset' });
export type UploadedAsset = z.infer<typeof uploadedAssetGuard>;
