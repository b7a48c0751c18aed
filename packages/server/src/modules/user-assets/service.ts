import type { UploadedAsset, UploadRules, UserAssetsServiceStatus } from '@tessera/schemas';
import { RequestError } from '../../errors/request-error.js';
import type { Logger } from '../../logger.js';
import { createAssetKey } from './asset-key.js';
import { matchesFileSignature } from './file-signature.js';
import type { StorageProvider } from './storage-provider.js';
import { assertUploadAllowed, fileTypeNotSupported } from './upload-rules.js';

export const assetServiceStatus = (rules: UploadRules): UserAssetsServiceStatus => ({
  status: 'ready',
  allowUploadMimeTypes: [...rules.mimeTypes],
  maxUploadFileSize: rules.maxBytes,
});

/**
 * Checks an uploaded file against the rules (type, size, and that its content matches the type),
 * stores it under a fresh key of the tenant and answers its public URL.
 */
export async function uploadAsset(
  storage: StorageProvider,
  upload: { tenantId: string; file: File; rules: UploadRules },
  logger: Pick<Logger, 'error'>,
): Promise<UploadedAsset> {
  const { file, rules } = upload;
  const type = assertUploadAllowed(file, rules);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!matchesFileSignature(type, bytes)) {
    throw fileTypeNotSupported(rules);
  }
  const key = createAssetKey(upload.tenantId, type);
  try {
    await storage.put(key, bytes, type);
  } catch (error) {
    logger.error({ err: error, tenantId: upload.tenantId }, 'storing an uploaded file failed');
    throw new RequestError('storage.upload_error', 500);
  }
  return { url: storage.urlFor(key) };
}
