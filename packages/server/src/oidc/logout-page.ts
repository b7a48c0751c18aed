import { createHash } from 'node:crypto';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { loadExperiencePhrases } from '@tessera/phrases';
import { escapeHtml, pageLanguageOf, renderPage } from './error-page.js';
import { allowInlineScript } from './page-security.js';

/** Adds the `logout` field the confirmation expects and submits the provider's form. */
const submitScript =
  "var f=document.getElementById('op.logoutForm');var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();";
const submitScriptHash = createHash('sha256').update(submitScript).digest('base64');

/**
 * The end-session step: the relying party asked to sign the user out, so the form the provider
 * prepared is submitted at once; without scripts the user presses the button.
 */
export async function renderLogoutSource(ctx: KoaContextWithOIDC, form: string) {
  const language = pageLanguageOf(ctx);
  const phrases = await loadExperiencePhrases(language);
  ctx.type = 'html';
  allowInlineScript(ctx, submitScriptHash);
  ctx.body = renderPage({
    language,
    title: phrases.loading,
    body: `<header><p class="lead">${escapeHtml(phrases.loading)}</p></header>${form}<noscript><div class="actions"><button form="op.logoutForm" name="logout" value="yes">${escapeHtml(phrases.action.continue)}</button></div></noscript>
<script>${submitScript}</script>`,
  });
}
