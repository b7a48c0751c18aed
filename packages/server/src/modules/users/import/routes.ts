import { maxUserImportBodyBytes, userImportApi } from '@tessera/schemas';
import { bodyLimit } from 'hono/body-limit';
import type { AppContext } from '../../../app-context.js';
import { consoleLanguagesList, negotiateLanguage } from '../../../errors/phrases.js';
import { RequestError } from '../../../errors/request-error.js';
import { security } from '../../../http/contract-parts.js';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import { inputGuard, unsupportedMediaType } from '../../../http/input-guard.js';
import { fetchPwnedRange } from '../../passwords/pwned-range.js';
import { tidyAfterRows, tidyUsersAfterImport } from './import-queries.js';
import { importUsers } from './import-service.js';
import { ImportFileError, readImport, type ImportFormat } from './import-source.js';

const importRoute = routesOf({ tags: ['Users'], security });

const acceptedTypes = ['application/json', 'text/csv'] as const;

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

/** Slices of the request body for the streaming readers, which then hold one row at a time. */
async function* slices(text: string, size = 64 * 1024): AsyncGenerator<string> {
  for (let index = 0; index < text.length; index += size) {
    yield text.slice(index, index + size);
  }
}

/** `POST /users/import`: JSON or CSV, streamed into batches; the management guard covers it. */
export const userImportRoutes = ({ tenants }: Pick<AppContext, 'tenants'>) => {
  const route = importRoute(userImportApi.import);
  // The body is read by the handler (two media types, rows checked one by one), so the route
  // declares no body validator; the contract's description documents both types.
  const documented = { ...route, middleware: inputGuard({ accepts: acceptedTypes }) };
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
      const result = await importUsers(c.get('scope'), readImport(format, slices(await c.req.text())), {
        language,
        passwordCheck: { pwnedRange: fetchPwnedRange, logger: c.get('logger') },
      });
      if (result.imported >= tidyAfterRows) {
        // The table to tidy is in the tenant's region's database.
        await tidyUsersAfterImport(await tenants.databaseOf(c.get('tenantId')));
      }
      return c.json(result, 200);
    } catch (error) {
      if (error instanceof ImportFileError) {
        throw new RequestError('guard.invalid_input', 400, { target: format }, error.message);
      }
      throw error;
    }
  });
};
