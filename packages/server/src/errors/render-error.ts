import { negotiateLanguage, translateError, consoleLanguagesList } from './phrases.js';
import type { ErrorBody, RequestError } from './request-error.js';

/** Renders a RequestError into the wire body, in the caller's language. */
export function renderError(error: RequestError, acceptLanguage: string | undefined): ErrorBody {
  const language = negotiateLanguage(acceptLanguage, consoleLanguagesList, 'en');
  const body: ErrorBody = {
    message: translateError(error.code, language, error.data),
    code: error.code,
  };
  if (error.data !== undefined) {
    body.data = error.data;
  }
  if (error.details !== undefined) {
    body.details = error.details;
  }
  return body;
}
