import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { assetFileRoutes } from './files.js';

export { userAssetManagementRoutes } from './tenant-assets.js';

/** Public part of uploads: the download of stored files (open to anyone with the URL). */
export const userAssetRoutes = (context: AppContext) => createRouter().route('/', assetFileRoutes(context));
