import type { MiddlewareHandler } from 'hono';

/** Headers every response carries; pages get a CSP that forbids inline and foreign scripts. */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  const type = c.res.headers.get('content-type') ?? '';
  if (type.startsWith('text/html')) {
    c.header('X-Frame-Options', 'SAMEORIGIN');
    c.header(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https:",
        "font-src 'self' data:",
        "connect-src 'self' https:",
        "frame-ancestors 'self'",
        "base-uri 'self'",
        "form-action 'self' http: https:",
      ].join('; '),
    );
  }
};
