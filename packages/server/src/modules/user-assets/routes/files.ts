import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '../../../app-context.js';
import { RequestError } from '../../../errors/request-error.js';
import { createRouter } from '../../../http/create-router.js';
import { assetKeyParts, contentTypeOfKey } from '../asset-key.js';
import { assetFilesPath, createAssetStorage } from '../asset-storage.js';
import { assetTags } from '../upload-contract.js';

const pathPart = (name: string, pattern: RegExp) =>
  z.string().regex(pattern).openapi({ param: { name, in: 'path' } });

/** Types a browser could run script in when opened directly; they are served as downloads. */
const downloadOnlyTypes = new Set(['image/svg+xml', 'application/zip']);

/*
 * Declared here rather than in `@tessera/schemas`: the answer is the file's bytes, not a JSON
 * shape a client is typed by, and the path parts are the storage's own key rules. Clients never
 * build these URLs; they follow the one an upload answered with.
 */
const getFile = createRoute({
  method: 'get',
  path: `${assetFilesPath}/{tenantId}/{year}/{month}/{name}`,
  tags: assetTags,
  summary: 'Download an uploaded file',
  description:
    'Public: the URLs upload calls answer with. Files never change, so they are cached for a year. ' +
    'SVG files are sent as attachments under a CSP that forbids scripts.',
  request: {
    params: z.object({
      tenantId: pathPart('tenantId', assetKeyParts.tenantId),
      year: pathPart('year', assetKeyParts.year),
      month: pathPart('month', assetKeyParts.month),
      name: pathPart('name', assetKeyParts.name),
    }),
  },
  responses: {
    200: {
      description: 'The file, with its stored type.',
      content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    400: { description: 'Not a file URL this server hands out (guard.invalid_input).' },
    404: { description: 'No such file (entity.not_found).' },
  },
});

/** Serves stored uploads back: immutable, typed by extension, never sniffed or run as a page. */
export const assetFileRoutes = ({ config }: AppContext) => {
  const storage = createAssetStorage(config);
  return createRouter().openapi(getFile, async (c) => {
    const { tenantId, year, month, name } = c.req.valid('param');
    const key = `${tenantId}/${year}/${month}/${name}`;
    const file = await storage.read(key);
    if (!file) {
      throw new RequestError('entity.not_found', 404);
    }
    const contentType = contentTypeOfKey(key);
    c.header('Content-Type', contentType);
    c.header('Content-Length', String(file.size));
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (downloadOnlyTypes.has(contentType)) {
      c.header('Content-Disposition', `attachment; filename="${name}"`);
    }
    return c.body(file.body, 200);
  });
};
