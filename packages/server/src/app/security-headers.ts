import { externalLinks } from '@tessera/schemas';
import type { MiddlewareHandler } from 'hono';
import { contentSecurityPolicy } from '../http/content-security-policy.js';

/**
 * Headers every response carries; pages get the strict CSP (http/content-security-policy.ts).
 * The console may ask the public release feed unless `RELEASE_CHECK` is off.
 */
export const securityHeaders = (options: { releaseCheck: boolean }): MiddlewareHandler => {
  const policy = contentSecurityPolicy({
    connectSources: options.releaseCheck ? [new URL(externalLinks.releaseInfo).origin] : [],
  });
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    const type = c.res.headers.get('content-type') ?? '';
    if (type.startsWith('text/html')) {
      c.header('X-Frame-Options', 'DENY');
      c.header('Content-Security-Policy', policy);
    }
  };
};
