import type { KoaContextWithOIDC } from 'oidc-provider';
import { languages, loadExperiencePhrases, negotiateLanguage } from '@tessera/phrases';

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The end-session step: the relying party asked to sign the user out, so the form the provider
 * prepared is submitted at once; without scripts the user presses the button.
 */
export async function renderLogoutSource(ctx: KoaContextWithOIDC, form: string) {
  const language = negotiateLanguage(ctx.get('accept-language'), languages, 'en');
  const phrases = await loadExperiencePhrases(language);
  ctx.type = 'html';
  ctx.body = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(phrases.loading)}</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#fff;color:#1a1a2e}@media (prefers-color-scheme:dark){body{background:#15141a;color:#eee}}button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:0;background:#6139f6;color:#fff;cursor:pointer}</style>
</head><body><main><p>${escape(phrases.loading)}</p>${form}<noscript><button form="op.logoutForm" name="logout" value="yes">${escape(phrases.action.continue)}</button></noscript></main>
<script>var f=document.getElementById('op.logoutForm');var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();</script></body></html>`;
}
