import { z } from '@hono/zod-openapi';
import type { UploadRules } from '@tessera/schemas';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { RequestError } from '../../errors/request-error.js';
import type { AppEnv } from '../../http/app-env.js';
import { fileTooLarge } from './upload-rules.js';

export const assetTags = ['User assets'];
export const assetSecurity = [{ bearerAuth: [] }];

/** Room for the multipart boundaries and part headers around the file itself. */
const multipartOverheadBytes = 64 * 1024;

export const uploadForm = z.object({
  file: z.unknown().optional().openapi({ type: 'string', format: 'binary', description: 'The file, one per request.' }),
});

export const uploadBody = {
  required: true,
  content: { 'multipart/form-data': { schema: uploadForm } },
};

export const uploadedAssetResponse = z
  .object({ url: z.string().openapi({ description: 'Public URL of the stored file.' }) })
  .openapi('UploadedAsset');

export const assetServiceStatusResponse = z
  .object({
    status: z.literal('ready'),
    allowUploadMimeTypes: z.array(z.string()),
    maxUploadFileSize: z.number().int().openapi({ description: 'In bytes.' }),
  })
  .openapi('AssetServiceStatus');

export const uploadResponses = {
  201: { description: 'Stored.', content: { 'application/json': { schema: uploadedAssetResponse } } },
  400: { description: 'No file (storage.file_missing) or a type not allowed (storage.file_type_not_supported).' },
  413: { description: 'The file is larger than the limit (storage.file_too_large).' },
};

/**
 * Stops reading a request body once it exceeds the upload cap plus multipart overhead, so an
 * oversized upload is refused before it is buffered; the exact file size is checked after parsing.
 */
export const uploadBodyLimit = (rules: UploadRules): MiddlewareHandler<AppEnv> =>
  bodyLimit({
    maxSize: rules.maxBytes + multipartOverheadBytes,
    onError: () => {
      throw fileTooLarge(rules);
    },
  });

/** The one file of the form; several under `file` are refused, anything but a file counts as none. */
export function readUploadedFile(form: z.infer<typeof uploadForm>): File {
  const { file } = form;
  if (Array.isArray(file)) {
    throw new RequestError('guard.invalid_input', 400, { target: 'form' }, 'file: send one file per request');
  }
  if (!(file instanceof File) || file.size === 0) {
    throw new RequestError('storage.file_missing', 400);
  }
  return file;
}
