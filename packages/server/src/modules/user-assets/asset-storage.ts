import path from 'node:path';
import type { Config } from '../../config.js';
import { createLocalFileStorage } from './local-file-storage.js';
import type { ServedStorageProvider } from './storage-provider.js';

/** Public path prefix of stored files, below `/api`. */
export const assetFilesPath = '/user-assets/files';

/** The server's file storage: `${dataDir}/uploads`, served at `${endpoint}/api/user-assets/files`. */
export const createAssetStorage = (config: Pick<Config, 'dataDir' | 'endpoint'>): ServedStorageProvider =>
  createLocalFileStorage({
    rootDir: path.join(config.dataDir, 'uploads'),
    baseUrl: `${config.endpoint}/api${assetFilesPath}`,
  });
