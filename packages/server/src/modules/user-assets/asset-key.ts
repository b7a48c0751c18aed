import { generateId } from '../../utils/id.js';

/** The extension each stored type gets, and the Content-Type it is served back with. */
const extensionByType: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/vnd.microsoft.icon': 'ico',
  'image/x-icon': 'ico',
  'image/svg+xml': 'svg',
  'image/tiff': 'tiff',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
  'application/zip': 'zip',
};

const typeByExtension: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  ico: 'image/vnd.microsoft.icon',
  svg: 'image/svg+xml',
  tiff: 'image/tiff',
  webp: 'image/webp',
  bmp: 'image/bmp',
  zip: 'application/zip',
};

const extensions = Object.keys(typeByExtension).join('|');

/** The parts of a key, each as strict as the generator: nothing else ever names a file. */
export const assetKeyParts = {
  tenantId: /^[0-9a-z-]{1,21}$/,
  year: /^\d{4}$/,
  month: /^(0[1-9]|1[0-2])$/,
  name: new RegExp(`^[0-9a-z]{21}\\.(${extensions})$`),
} as const;

const assetKeyPattern = new RegExp(
  `^[0-9a-z-]{1,21}/\\d{4}/(0[1-9]|1[0-2])/[0-9a-z]{21}\\.(${extensions})$`,
);

/** True only for keys of the form `{tenantId}/{yyyy}/{mm}/{random}.{ext}`: no dots, no traversal. */
export const isAssetKey = (key: string) => assetKeyPattern.test(key);

/** A fresh key for an upload of the tenant, filed by UTC year and month. */
export function createAssetKey(tenantId: string, mimeType: string, now = new Date()): string {
  const extension = extensionByType[mimeType];
  if (!extension) {
    throw new Error(`No file extension is known for ${mimeType}.`);
  }
  const year = String(now.getUTCFullYear()).padStart(4, '0');
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${tenantId}/${year}/${month}/${generateId()}.${extension}`;
}

/** The Content-Type a stored key is served with, from its extension. */
export const contentTypeOfKey = (key: string): string =>
  typeByExtension[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
