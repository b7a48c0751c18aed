import { z } from '@hono/zod-openapi';
import { maxUserImportBodyBytes, userImportApi } from '@tessera/schemas';
import { bodyLimit } from 'hono/body-limit';
import { consoleLanguagesList, negotiateLanguage } from '../../../errors/phrases.js';
import { RequestError } from '../../../errors/request-error.js';
import { security } from '../../../http/contract-parts.js';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import { inputGuard, unsupportedMediaType } from '../../../http/input-guard.js';
import { importUsers } from './import-service.js';
import { ImportFileError, readImport, type ImportFormat } from './import-source.js';

const importRoute = routesOf({ tags: ['Users'], security });

const acceptedTypes = ['application/json', 'text/csv'] as const;

/** The body is read by the handler, as a stream; this only documents it. */
const importBody = {
  required: true,
  content: {
    'application/json': { schema: z.array(z.record(z.string(), z.unknown())).openapi({ description: '`POST /api/users` bodies.' }) },
    'text/csv': { schema: z.string().openapi({ description: 'A header row of field names, then one user per row.' }) },
  },
} as const;

const formatOf = (contentType: string | undefined): ImportFormat => {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') {
    return 'json';
  }
  if (type === 'text/csv') {
    return 'csv';
  }
  throw unsupportedMediaType(acceptedTypes);
};

/** The request body as text chunks, decoded as it arrives. */
async function* textChunks(body: ReadableStream<Uint8Array> | null): AsyncGenerator<string> {
  if (!body) {
    return;
  }
  const decoder = new TextDecoder('utf-8', { fatal: false });
  for await (const bytes of body as unknown as AsyncIterable<Uint8Array>) {
    yield decoder.decode(bytes, { stream: true });
  }
  yield decoder.decode();
}

/** `POST /users/import`: JSON or CSV, streamed into batches; the management guard covers it. */
export const userImportRoutes = () => {
  const route = importRoute(userImportApi.import);
  const documented = {
    ...route,
    middleware: inputGuard({ accepts: acceptedTypes }),
    request: { body: importBody },
  };
  const router = createRouter();
  router.use(
    route.path,
    bodyLimit({
      maxSize: maxUserImportBodyBytes,
      onError: () => {
        throw new RequestError('request.payload_too_large', 413);
      },
    }),
  );
  return router.openapi(documented as typeof route, async (c) => {
    const format = formatOf(c.req.header('content-type'));
    const language = negotiateLanguage(c.req.header('accept-language'), consoleLanguagesList, 'en');
    try {
      const result = await importUsers(c.get('scope'), readImport(format, textChunks(c.req.raw.body)), { language });
      return c.json(result, 200);
    } catch (error) {
      if (error instanceof ImportFileError) {
        throw new RequestError('guard.invalid_input', 400, { target: format }, error.message);
      }
      throw error;
    }
  });
};
