import { interpolate, loadExperiencePhrases, rtlLanguages, type ExperiencePhrases } from '@tessera/phrases';
import { pageLanguage } from '../../http/page-language.js';
import { escapeHtml } from '../../utils/escape-html.js';

type SandboxPhrase = keyof ExperiencePhrases['sandbox_payments'];

/**
 * The words of one sandbox page, in the browser's language as every page the server renders picks
 * it (Accept-Language, else English), from the sign-in app's phrases. `say` fills a phrase with
 * values that are already HTML; `plain` escapes a value for it.
 */
export async function sandboxWording(acceptLanguage: string | undefined) {
  const language = pageLanguage({ acceptLanguage });
  const phrases = (await loadExperiencePhrases(language)).sandbox_payments;
  // Placeholders carry no HTML characters, so the escaped phrase keeps them for the values.
  const say = (key: SandboxPhrase, html: Record<string, string> = {}) => interpolate(escapeHtml(phrases[key]), html);
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    language,
    say,
    plain: escapeHtml,
    strong: (value: string) => `<strong>${escapeHtml(value)}</strong>`,
    /** A monthly price in cents; null is a price on request. */
    price: (cents: number | null) =>
      cents === null ? say('price_on_request') : say('price_monthly', { amount: escapeHtml(money.format(cents / 100)) }),
    date: (value: Date) => escapeHtml(day.format(value)),
    /** A whole page: plain HTML without scripts or styles, headed by the sandbox's notice. */
    page: (title: SandboxPhrase, body: string) => `<!doctype html>
<html lang="${language}"${rtlLanguages.includes(language) ? ' dir="rtl"' : ''}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${say(title)}</title></head>
<body><main><h1>${say(title)}</h1>
<p><strong>${say('notice_label')}</strong> ${say('notice')}</p>
${body}</main></body></html>`,
  };
}

export type SandboxWording = Awaited<ReturnType<typeof sandboxWording>>;
