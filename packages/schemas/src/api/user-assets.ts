import { uploadedAssetGuard, userAssetsServiceStatusGuard } from '../entities/console/user-asset';
import { defineEndpoint } from './endpoint';

/**
 * The tenant's uploads (logos, favicons…) through the Management API. The stored files are
 * downloaded at the URL an upload answers with (`/user-assets/files/…`), public and binary.
 */
export const userAssetApi = {
  getServiceStatus: defineEndpoint({
    method: 'get',
    path: '/user-assets/service-status',
    summary: 'Get the upload service status',
    description:
      'Whether uploads work, and which types and size the tenant may upload (logos, favicons…).',
    response: userAssetsServiceStatusGuard,
    returns: 'Ready.',
  }),
  /** The body is a multipart form with one `file` field, which the server declares itself. */
  upload: defineEndpoint({
    method: 'post',
    path: '/user-assets',
    summary: 'Upload a file',
    description:
      'Stores a file of the tenant (the `file` field), such as a logo, and answers its public URL.',
    response: uploadedAssetGuard,
    returns: 'Stored.',
    failures: {
      400: 'No file (guard.invalid_input) or a type not allowed (guard.mime_type_not_allowed).',
      413: 'The file is larger than the limit (guard.file_size_exceeded).',
    },
  }),
};
