import type { AppContext } from '../../app-context.js';
import { createRouter } from '../../http/create-router.js';
import { assetFileRoutes } from './routes/files.js';
import { meAssetRoutes } from './routes/me-assets.js';

export { userAssetManagementRoutes } from './routes/tenant-assets.js';

/**
 * Public part of uploads: the console user's avatar uploads (guarded by the console user token)
 * and the download of stored files (open to anyone with the URL).
 */
export const userAssetRoutes = (context: AppContext) =>
  createRouter().route('/', meAssetRoutes(context)).route('/', assetFileRoutes(context));
