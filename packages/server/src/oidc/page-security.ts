import type { KoaContextWithOIDC } from 'oidc-provider';
import { addPolicySource, contentSecurityPolicy } from '../http/content-security-policy.js';

const cspHeader = 'Content-Security-Policy';
const policy = contentSecurityPolicy();
/** The token endpoint and its introspection and revocation: they answer JSON, never a page. */
const tokenEndpointPath = /^\/token(?:[/?]|$)/;

const originOf = (uri: unknown, registered: readonly string[] | undefined) => {
  if (typeof uri !== 'string' || !registered?.includes(uri)) {
    return undefined;
  }
  try {
    return new URL(uri).origin;
  } catch {
    return undefined;
  }
};

/**
 * The provider's pages (errors, logout, device flow, form_post) get the pages' CSP. It is set
 * before the provider renders, so the provider adds the hash of its own inline script (form_post);
 * afterwards, a page whose form hands the browser to the client (form_post to `redirect_uri`, the
 * logout confirmation redirecting to `post_logout_redirect_uri`) may send its form there, and
 * only when the client registered that URI. Token endpoint requests, the most frequent by far, are
 * passed on untouched.
 */
export async function providerPageSecurity(ctx: KoaContextWithOIDC, next: () => Promise<void>) {
  if (ctx.method === 'POST' && tokenEndpointPath.test(ctx.url)) {
    return next();
  }
  ctx.set(cspHeader, policy);
  await next();
  // A plain prefix test: the provider answers JSON as often as pages.
  if (!String(ctx.response.get('Content-Type')).startsWith('text/html')) {
    ctx.remove(cspHeader);
    return;
  }
  ctx.set('X-Frame-Options', 'DENY');
  const params = ctx.oidc?.params;
  const client = ctx.oidc?.client;
  const targets = [
    originOf(params?.redirect_uri, client?.redirectUris),
    originOf(params?.post_logout_redirect_uri, client?.postLogoutRedirectUris),
  ];
  for (const origin of targets) {
    if (origin) {
      ctx.set(cspHeader, addPolicySource(ctx.response.get(cspHeader), 'form-action', origin));
    }
  }
}

/** Allows one inline script of a page we render, by its hash. */
export function allowInlineScript(ctx: KoaContextWithOIDC, hash: string) {
  const current = ctx.response.get(cspHeader);
  if (current) {
    ctx.set(cspHeader, addPolicySource(current, 'script-src', `'sha256-${hash}'`));
  }
}
