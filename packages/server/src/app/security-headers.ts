import { experiencePreviewQueryKey, externalLinks } from '@tessera/schemas';
import type { Context, MiddlewareHandler } from 'hono';
import { contentSecurityPolicy } from '../http/content-security-policy.js';
import { setResponseHeader } from '../http/response-header.js';
import { experienceBasePath, experienceRoutes } from './experience-pages.js';

/**
 * The sign-in app in preview mode (`/sign-in?preview=true`) is framed by the console's sign-in
 * experience editor, served from this origin. Preview renders posted settings and changes
 * nothing, so this origin may frame it; every other page may not be framed at all.
 */
const isExperiencePreview = (c: Context) =>
  c.req.query(experiencePreviewQueryKey) === 'true' &&
  [experienceBasePath, ...experienceRoutes].some((route) => c.req.path === route || c.req.path.startsWith(`${route}/`));

/**
 * Headers every response carries; pages get the strict CSP (http/content-security-policy.ts).
 * The console may ask the public release feed unless `RELEASE_CHECK` is off, and send analytics
 * events to the operator's sink when `ANALYTICS_URL` names one.
 */
export const securityHeaders = (options: { releaseCheck: boolean; analyticsUrl?: string }): MiddlewareHandler => {
  const connectSources = [
    ...(options.releaseCheck ? [new URL(externalLinks.releaseInfo).origin] : []),
    ...(options.analyticsUrl ? [new URL(options.analyticsUrl).origin] : []),
  ];
  const policy = contentSecurityPolicy({ connectSources });
  const previewPolicy = contentSecurityPolicy({ connectSources, frameAncestors: "'self'" });
  return async (c, next) => {
    await next();
    setResponseHeader(c, 'X-Content-Type-Options', 'nosniff');
    setResponseHeader(c, 'Referrer-Policy', 'strict-origin-when-cross-origin');
    const type = c.res.headers.get('content-type') ?? '';
    if (type.startsWith('text/html')) {
      const preview = isExperiencePreview(c);
      setResponseHeader(c, 'X-Frame-Options', preview ? 'SAMEORIGIN' : 'DENY');
      // A page that made its own policy keeps it (the SAML response form posts to the ACS URL).
      if (!c.res.headers.has('Content-Security-Policy')) {
        setResponseHeader(c, 'Content-Security-Policy', preview ? previewPolicy : policy);
      }
    }
  };
};
