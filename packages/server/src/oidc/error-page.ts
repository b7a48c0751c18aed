import type { KoaContextWithOIDC } from 'oidc-provider';
import { loadExperiencePhrases, rtlLanguages, type ExperiencePhrases, type Language } from '@tessera/phrases';
import { pageLanguage } from '../http/page-language.js';
import { escapeHtml } from '../utils/escape-html.js';

export { escapeHtml };

/** The page's language: the request's `ui_locales` when one is supported, then Accept-Language, then English. */
export function pageLanguageOf(ctx: KoaContextWithOIDC): Language {
  const fromParams = ctx.oidc?.params?.ui_locales;
  const fromQuery = ctx.query?.ui_locales;
  const uiLocales = [fromParams, fromQuery].find((value): value is string => typeof value === 'string');
  return pageLanguage({ uiLocales, acceptLanguage: ctx.get('accept-language') });
}

/*
 * The sign-in app's look without its scripts: its colour tokens (light and dark), its card and
 * its buttons. Kept small; these pages show a sentence, a form or both.
 */
const styles = `:root{color-scheme:light;--primary:#6139f6;--on-primary:#fff;--bg:#f4f4f7;--surface:#fff;--muted-surface:#f0f0f4;--text:#18181c;--muted:#5c5c68;--border:#cfcfd8;--danger:#b42318;--danger-surface:#fdeceb}
@media (prefers-color-scheme:dark){:root{color-scheme:dark;--primary:#886af8;--on-primary:#111;--bg:#111116;--surface:#1c1c23;--muted-surface:#26262f;--text:#ededf2;--muted:#a5a5b3;--border:#3a3a46;--danger:#ff8a80;--danger-surface:#3a1a1a}}
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:2rem 1rem 1rem;background:var(--bg);color:var(--text);font:0.9375rem/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Helvetica Neue',Arial,sans-serif}
main{width:100%;max-width:26rem;padding:2rem;border:1px solid var(--border);border-radius:16px;background:var(--surface);box-shadow:0 1px 2px rgb(16 16 24/6%),0 8px 24px rgb(16 16 24/6%)}
header{display:flex;flex-direction:column;gap:.5rem;margin-bottom:1.5rem;text-align:center}h1{margin:0;font-size:1.5rem;line-height:1.25}p{margin:0}.lead{color:var(--muted)}
.actions{display:flex;flex-direction:column;gap:.75rem;margin-top:1.5rem}button,.button{display:inline-flex;align-items:center;justify-content:center;width:100%;min-height:2.75rem;padding:0 1rem;border:1px solid transparent;border-radius:6px;font:inherit;font-weight:600;cursor:pointer;background:var(--primary);color:var(--on-primary);text-decoration:none}
button:focus-visible,.button:focus-visible,summary:focus-visible{outline:2px solid var(--primary);outline-offset:2px}
details{margin-top:1.5rem;color:var(--muted);font-size:.8125rem}summary{cursor:pointer}code{display:block;margin-top:.5rem;padding:.5rem .75rem;border-radius:6px;background:var(--muted-surface);font-family:ui-monospace,monospace;overflow-wrap:anywhere}
@media (max-width:30rem){body{align-items:flex-start;padding:0}main{min-height:100vh;padding:1.5rem 1rem;border:0;border-radius:0;box-shadow:none}}`;

/** One page in the sign-in app's look; `body` is trusted HTML, everything else is escaped. */
export function renderPage({
  language,
  title,
  body,
}: {
  language: Language;
  title: string;
  body: string;
}) {
  const direction = rtlLanguages.includes(language) ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${language}" dir="${direction}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${styles}</style></head><body><main>${body}</main></body></html>`;
}

type ErrorCodeKey = keyof ExperiencePhrases['oidc_error']['code'];

const knownCodes = new Set<string>([
  'invalid_client',
  'invalid_redirect_uri',
  'invalid_request',
  'unauthorized_client',
  'unsupported_response_type',
  'invalid_scope',
  'invalid_target',
  'access_denied',
  'server_error',
] satisfies ErrorCodeKey[]);

/** The phrase for an error: an expired interaction reads as such, unknown codes as a general failure. */
const codeKeyOf = (error: string, cause: unknown): ErrorCodeKey => {
  if (cause instanceof Error && cause.name === 'SessionNotFound') {
    return 'session_not_found';
  }
  return knownCodes.has(error) ? (error as ErrorCodeKey) : 'default';
};

/**
 * oidc-provider's `renderError`: an OIDC error a browser meets (unknown client, unregistered
 * redirect URI, malformed request…) as a page in the user's language. The title and the
 * explanation come from our phrases; the provider's code and description are only shown as
 * technical details, escaped. The provider has already set the status code.
 */
export async function renderOidcErrorPage(
  ctx: KoaContextWithOIDC,
  out: { error: string; error_description?: string },
  cause?: unknown,
) {
  const language = pageLanguageOf(ctx);
  const phrases = await loadExperiencePhrases(language);
  const text = phrases.oidc_error.code[codeKeyOf(out.error, cause)];
  const technical = out.error_description ? `${out.error}: ${out.error_description}` : out.error;
  ctx.type = 'html';
  ctx.body = renderPage({
    language,
    title: text.title,
    body: `<header><h1>${escapeHtml(text.title)}</h1><p class="lead">${escapeHtml(text.explanation)}</p></header><p>${escapeHtml(phrases.oidc_error.hint)}</p><details><summary>${escapeHtml(phrases.oidc_error.technical_details)}</summary><code data-error="${escapeHtml(out.error)}">${escapeHtml(technical)}</code></details>`,
  });
}
