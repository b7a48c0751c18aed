import { logoUploadMaxBytes, uploadMaxBytes } from '../constants';

/** MIME types any uploader accepts (images and zip archives). */
export const generalUploadMimeTypes = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/vnd.microsoft.icon',
  'image/x-icon',
  'image/svg+xml',
  'image/tiff',
  'image/webp',
  'image/bmp',
  'application/zip',
] as const;

const logoUploadMimeTypes = [
  'image/svg+xml',
  'image/png',
  'image/jpeg',
  'image/vnd.microsoft.icon',
  'image/x-icon',
] as const;

const extensionByMimeType: Record<string, string> = {
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

export type UploadRules = {
  maxFiles: number;
  mimeTypes: readonly string[];
  maxBytes: number;
};

export const generalUploadRules: UploadRules = {
  maxFiles: 1,
  mimeTypes: generalUploadMimeTypes,
  maxBytes: uploadMaxBytes,
};

/** Logos: one file, logo types only, at most the smaller of 500 KB and the global cap. */
export const logoUploadRules: UploadRules = {
  maxFiles: 1,
  mimeTypes: logoUploadMimeTypes,
  maxBytes: Math.min(logoUploadMaxBytes, uploadMaxBytes),
};

/** What the uploader needs to know of a file; a browser `File` fits. */
type UploadCandidate = { type: string; size: number };

type UploadError =
  | { code: 'error_file_count'; interpolation: { count: number } }
  | { code: 'error_file_type'; interpolation: { extensions: string } }
  | { code: 'error_file_size'; interpolation: { limit: string; bytes: number } };

/** `500 KB`, `20 MB`: the size as shown in the error message (binary units). */
export const formatUploadLimit = (bytes: number): string => {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1 && Number.isInteger(megabytes)) {
    return `${megabytes} MB`;
  }
  return `${Math.round(bytes / 1024)} KB`;
};

export const uploadExtensionsOf = (mimeTypes: readonly string[]): string =>
  [...new Set(mimeTypes.map((type) => extensionByMimeType[type] ?? type))].join(', ');

/**
 * Checks the files handed to an uploader, in the order the user hears about problems: count,
 * then type, then size. Returns undefined when the upload may proceed.
 */
export const validateUploadFiles = (
  files: readonly UploadCandidate[],
  rules: UploadRules = generalUploadRules,
): UploadError | undefined => {
  const [file] = files;
  if (!file || files.length > rules.maxFiles) {
    return { code: 'error_file_count', interpolation: { count: rules.maxFiles } };
  }
  const badType = files.find(({ type }) => !rules.mimeTypes.includes(type));
  if (badType) {
    return {
      code: 'error_file_type',
      interpolation: { extensions: uploadExtensionsOf(rules.mimeTypes) },
    };
  }
  if (files.some(({ size }) => size > rules.maxBytes)) {
    return {
      code: 'error_file_size',
      interpolation: { limit: formatUploadLimit(rules.maxBytes), bytes: rules.maxBytes },
    };
  }
  return undefined;
};
