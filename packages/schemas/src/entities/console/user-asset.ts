import { z } from 'zod';

/** `GET api/user-assets/service-status`: uploads are offered only when `ready`. */
export const userAssetsServiceStatusGuard = z.object({
  status: z.enum(['ready', 'not_configured']),
  allowUploadMimeTypes: z.array(z.string()).optional(),
  maxUploadFileSize: z.int().positive().optional(),
});
export type UserAssetsServiceStatus = z.infer<typeof userAssetsServiceStatusGuard>;

/** `POST api/user-assets` answer. */
export const userAssetsGuard = z.object({ url: z.string() });
export type UserAssets = z.infer<typeof userAssetsGuard>;
