import { z } from '@hono/zod-openapi';
import type { UploadRules } from '@tessera/schemas';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { RequestError } from '../../errors/request-error.js';
import type { AppEnv } from '../../http/app-env.js';
import { inputGuard } from '../../http/input-guard.js';
import { fileMissing, fileTooLarge } from './upload-rules.js';

/*
 * The multipart side of uploads stays here: the endpoint contracts in `@tessera/schemas` declare
 * JSON bodies only, so the server adds the form (one `file` field) to the upload routes itself.
 */

export const assetTags = ['User assets'];

/** Room for the multipart boundaries and part headers around the file itself. */
const multipartOverheadBytes = 64 * 1024;

export const uploadForm = z.object({
  file: z.unknown().optional().openapi({ type: 'string', format: 'binary', description: 'The file, one per request.' }),
});

const uploadBody = {
  required: true,
  content: { 'multipart/form-data': { schema: uploadForm } },
} as const;

/** An upload endpoint's route with its multipart body: handlers read it with `c.req.valid('form')`. */
export const withUploadForm = <R extends { request: unknown }>(route: R) => ({
  ...route,
  middleware: inputGuard({ accepts: ['multipart/form-data'] }),
  request: { ...(route.request as object), body: uploadBody },
});

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
    throw fileMissing();
  }
  return file;
}
