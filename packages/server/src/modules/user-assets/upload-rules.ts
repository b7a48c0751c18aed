import {
  formatUploadLimit,
  generalUploadMimeTypes,
  generalUploadRules,
  uploadExtensionsOf,
  uploadMaxBytes,
  type UploadRules,
} from '@tessera/schemas';
import { RequestError } from '../../errors/request-error.js';

export { generalUploadRules };

/** Avatars of console users: any general upload type that is an image (no archives). */
export const avatarUploadRules: UploadRules = {
  maxFiles: 1,
  mimeTypes: generalUploadMimeTypes.filter((type) => type.startsWith('image/')),
  maxBytes: uploadMaxBytes,
};

/** `image/PNG; charset=x` → `image/png`: the part of a Content-Type that names the type. */
export const normalizeMimeType = (type: string) => type.split(';')[0]?.trim().toLowerCase() ?? '';

export const fileTypeNotSupported = (rules: UploadRules) =>
  new RequestError('guard.mime_type_not_allowed', 400, { types: uploadExtensionsOf(rules.mimeTypes) });

/** No file, or an empty one: the reference API's `guard.invalid_input`, naming the field. */
export const fileMissing = () => new RequestError('guard.invalid_input', 400, { target: 'form' }, 'file: No file was sent');

/** Beyond the cap: the reference API's code, with 413 because the body is refused before it is read. */
export const fileTooLarge = (rules: UploadRules) =>
  new RequestError('guard.file_size_exceeded', 413, { limit: formatUploadLimit(rules.maxBytes) });

/** The declared type must be allowed and the size within the cap; throws the matching error. */
export function assertUploadAllowed(file: { type: string; size: number }, rules: UploadRules): string {
  if (file.size === 0) {
    throw fileMissing();
  }
  const type = normalizeMimeType(file.type);
  if (!rules.mimeTypes.includes(type)) {
    throw fileTypeNotSupported(rules);
  }
  if (file.size > rules.maxBytes) {
    throw fileTooLarge(rules);
  }
  return type;
}
