import type { DemoTarget } from '../factories/social/demo-code.js';
import { demoTargets } from '../factories/social/demo-code.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;

/**
 * The demo provider's sign-in page: any name and email, then "Continue". English only: it stands
 * in for a provider's own page, which speaks the provider's language, and is never shown to real
 * users.
 */
export function renderDemoSignInPage(input: { action: string; target: DemoTarget; state: string; redirectUri: string }) {
  const brand = escapeHtml(demoTargets[input.target]);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${brand} (demo)</title></head>
<body>
<main>
<h1>Sign in with ${brand} (demo)</h1>
<p>This is a development stand-in for ${brand}. Type any name and email; the email is not verified.</p>
<form method="post" action="${escapeHtml(input.action)}">
${hidden('target', input.target)}${hidden('state', input.state)}${hidden('redirect_uri', input.redirectUri)}
<p><label>Name <input name="name" value="Demo user" required maxlength="128"></label></p>
<p><label>Email <input name="email" type="email" maxlength="128" placeholder="demo@example.com"></label></p>
<p><button type="submit">Continue</button></p>
</form>
</main>
</body></html>`;
}
