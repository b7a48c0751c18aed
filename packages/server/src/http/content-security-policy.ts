/**
 * The Content-Security-Policy of every page we serve (console, sign-in app, the provider's own
 * pages): scripts only from our origin (inline ones only by hash), no framing (the sign-in app's
 * preview excepted, see app/security-headers.ts), no `<base>`, forms
 * only to our origin unless a page must hand the browser to a client (form_post, logout).
 *
 * Styles allow inline: React sets `style` attributes, applications add custom CSS to the sign-in
 * app, and the provider's pages carry their look inline. Images allow any https source: avatars
 * and logos are URLs users and administrators choose.
 */
export function contentSecurityPolicy(
  options: { connectSources?: readonly string[]; scriptHashes?: readonly string[]; frameAncestors?: string } = {},
) {
  const extra = (sources: readonly string[] = []) => sources.map((source) => ` ${source}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${extra(options.scriptHashes)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${extra(options.connectSources)}`,
    "object-src 'none'",
    `frame-ancestors ${options.frameAncestors ?? "'none'"}`,
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** Adds a source to one directive of a policy (the provider adds its inline scripts' hashes the same way). */
export function addPolicySource(policy: string, directive: string, source: string) {
  return policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => (part.split(/\s+/)[0] === directive && !part.split(/\s+/).includes(source) ? `${part} ${source}` : part))
    .join('; ');
}
