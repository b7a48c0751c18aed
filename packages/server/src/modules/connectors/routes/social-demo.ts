import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import { RequestError } from '../../../errors/request-error.js';
import { createRouter } from '../../../http/create-router.js';
import { formatZodIssues } from '../../../errors/zod-details.js';
import type { AppEnv } from '../../../http/app-env.js';
import { requestTenantBaseUrl } from '../../../tenancy/tenant-base-url.js';
import { demoTargets, sealDemoCode, type DemoTarget } from '../factories/social/demo-code.js';
import { demoAuthorizePath } from '../factories/social/demo.js';
import { socialContextOf } from '../social-context.js';
import { renderDemoSignInPage } from './social-demo-page.js';

const requestGuard = z.object({
  target: z.enum(Object.keys(demoTargets) as [DemoTarget, ...DemoTarget[]]),
  state: z.string().min(1).max(256),
  redirect_uri: z.url({ protocol: /^https?$/ }).max(2048),
});

const accountGuard = z.object({
  name: z.string().trim().min(1).max(128),
  email: z.union([z.literal(''), z.email().max(128)]).optional(),
});

const parse = <T>(guard: z.ZodType<T>, input: unknown): T => {
  const result = guard.safeParse(input);
  if (!result.success) {
    throw new RequestError('guard.invalid_input', 400, undefined, formatZodIssues(result.error.issues));
  }
  return result.data;
};

/**
 * The demo social provider, served by Tessera under the tenant: its sign-in page, and the form
 * that answers the browser to the redirect URI with a sealed code. It only ever sends browsers
 * back to this server's own origin.
 */
export const socialDemoRoutes = (context: AppContext) => {
  const path = demoAuthorizePath.replace(/^\/api/, '');
  // On the host the browser is on: a custom domain's sign-in comes back to the custom domain.
  const sameOrigin = (c: Context<AppEnv>, redirectUri: string) => {
    if (new URL(redirectUri).origin !== new URL(requestTenantBaseUrl(c)).origin) {
      throw new RequestError('connector.invalid_request_parameters', 400, { reason: 'redirect_uri_origin' });
    }
  };
  const router = createRouter();
  router
    .get(path, (c) => {
      const request = parse(requestGuard, c.req.query());
      sameOrigin(c, request.redirect_uri);
      const action = `${socialContextOf(context, c.get('location')).tenantEndpoint}${demoAuthorizePath}`;
      return c.html(renderDemoSignInPage({ action, target: request.target, state: request.state, redirectUri: request.redirect_uri }));
    })
    .post(path, async (c) => {
      const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
      const request = parse(requestGuard, form);
      const account = parse(accountGuard, form);
      sameOrigin(c, request.redirect_uri);
      const { vault, tenantEndpoint } = socialContextOf(context, c.get('location'));
      const email = account.email ? account.email.toLowerCase() : undefined;
      // The same typed email (or name) is the same demo account on every visit.
      const sub = `demo-${createHash('sha256').update(email ?? account.name).digest('hex').slice(0, 16)}`;
      const code = sealDemoCode(vault, { target: request.target, tenantEndpoint, redirectUri: request.redirect_uri, sub, name: account.name, ...(email ? { email } : {}) });
      const target = new URL(request.redirect_uri);
      target.searchParams.set('code', code);
      target.searchParams.set('state', request.state);
      return c.redirect(target.href, 303);
    });
  return router;
};
