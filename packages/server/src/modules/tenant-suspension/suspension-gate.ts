import type { IncomingMessage, ServerResponse } from 'node:http';
import { languages, loadExperiencePhrases, negotiateLanguage, sourceLanguage, type Language } from '@tessera/phrases';
import { renderError } from '../../errors/render-error.js';
import { RequestError } from '../../errors/request-error.js';
import { escapeHtml } from '../../utils/escape-html.js';
import type { SuspensionLookup } from './suspension-lookup.js';

/** A page in the sign-in app's look (the composition root hands in the OIDC pages' renderer). */
export type RenderPage = (page: { language: Language; title: string; body: string }) => string;

/**
 * Refuses the request when its tenant is suspended and answers it; true when it did. Called once
 * per request where the tenant is resolved (app/dispatcher.ts), before any route of the tenant.
 */
export type SuspensionGate = (
  request: IncomingMessage,
  response: ServerResponse,
  tenantId: string,
  path: string,
) => Promise<boolean>;

/** A browser navigating to a page (sign-in, authorization endpoint) reads a page; callers of APIs read JSON. */
const wantsPage = (request: IncomingMessage, path: string) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !path.startsWith('/api') &&
  (request.headers.accept ?? '').includes('text/html');

export function createSuspensionGate(lookup: SuspensionLookup, renderPage: RenderPage): SuspensionGate {
  return async (request, response, tenantId, path) => {
    if (!(await lookup.isSuspended(tenantId))) {
      return false;
    }
    const error = new RequestError('tenant.suspended', 403);
    const acceptLanguage = request.headers['accept-language'];
    response.statusCode = error.status;
    response.setHeader('Cache-Control', 'no-store');
    if (wantsPage(request, path)) {
      const language = negotiateLanguage(acceptLanguage ?? '', languages, sourceLanguage);
      const { message } = renderError(error, language);
      // The sign-in app's title for a declined request, then why, as the provider's error pages read.
      const { title } = (await loadExperiencePhrases(language)).oidc_error.code.access_denied;
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(
        renderPage({
          language,
          title,
          body: `<header><h1>${escapeHtml(title)}</h1><p class="lead" data-code="${error.code}">${escapeHtml(message)}</p></header>`,
        }),
      );
      return true;
    }
    const body = renderError(error, acceptLanguage);
    // OAuth clients of the token endpoint read `error`; the console and API callers read `code`.
    const oauth = path.startsWith('/oidc') ? { error: 'access_denied', error_description: body.message } : {};
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.end(JSON.stringify({ ...oauth, ...body }));
    return true;
  };
}
