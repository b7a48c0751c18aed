import { samlAuthnApi, samlPostAuthnBodyGuard } from '@tessera/schemas';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppContext } from '../../../app-context.js';
import { RequestError } from '../../../errors/request-error.js';
import type { AppEnv } from '../../../http/app-env.js';
import { createRouter } from '../../../http/create-router.js';
import { requestTenantBaseUrl } from '../../../tenancy/tenant-base-url.js';
import type { IdpLocation } from '../saml-entities.js';
import { routesOf } from '../../../http/endpoint-route.js';
import { inputGuard } from '../../../http/input-guard.js';
import { acceptAuthnRequest, type AuthnRequestMessage } from '../authn-request.js';
import { loadSamlLibrary } from '../../../federation/saml/saml-library.js';
import { autoSubmitPage } from '../saml-response.js';
import { requireSamlApplication } from '../service.js';
import { finishSamlSignIn, startSamlSignIn } from '../sign-in.js';

const samlAuthnRoute = routesOf({ tags: ['SAML'] });

const formType = 'application/x-www-form-urlencoded';
const maxPostBytes = 256 * 1024;

/**
 * The browser side of SAML sign-in. Public: the AuthnRequest (checked against the application's
 * registration) and then the pending request's state tie the calls together.
 */
export const samlAuthnRoutes = ({ providers, vault }: Pick<AppContext, 'providers' | 'vault'>) => {
  const locate = (c: Context<AppEnv>, applicationId: string): IdpLocation => ({
    tenantBaseUrl: requestTenantBaseUrl(c),
    tenantId: c.get('scope').tenantId,
    applicationId,
  });

  const start = async (c: Context<AppEnv>, id: string, message: AuthnRequestMessage) => {
    const scope = c.get('scope');
    const found = await requireSamlApplication(scope, id);
    if (!found.config.entity_id || !found.config.acs_url) {
      throw new RequestError('saml_application.not_configured', 422);
    }
    const location = locate(c, id);
    const accepted = await acceptAuthnRequest(
      await loadSamlLibrary(),
      location,
      found.config,
      message,
    );
    return startSamlSignIn(scope, location, accepted);
  };

  const postRoute = samlAuthnRoute(samlAuthnApi.post);
  const postWithForm = {
    ...postRoute,
    middleware: inputGuard({ accepts: [formType] }),
    request: {
      ...postRoute.request,
      body: { required: true, content: { [formType]: { schema: samlPostAuthnBodyGuard } } },
    },
  };

  const router = createRouter();
  // A POST-binding AuthnRequest is a few kilobytes; the body is refused before it is buffered whole.
  router.use(
    postRoute.path.replace(/\{(\w+)\}/g, ':$1'),
    bodyLimit({
      maxSize: maxPostBytes,
      onError: () => {
        throw new RequestError('request.payload_too_large', 413);
      },
    }),
  );
  return router
    .openapi(samlAuthnRoute(samlAuthnApi.redirect), async (c) => {
      const { id } = c.req.valid('param');
      const rawQuery = new URL(c.req.url).search.slice(1);
      const location = await start(c, id, {
        binding: 'redirect',
        query: c.req.valid('query'),
        rawQuery,
      });
      return c.redirect(location, 302) as never;
    })
    .openapi(postWithForm as unknown as typeof postRoute, async (c) => {
      const { id } = c.req.valid('param');
      const body = samlPostAuthnBodyGuard.safeParse(
        Object.fromEntries(new URLSearchParams(await c.req.text())),
      );
      if (!body.success) {
        throw new RequestError('saml_application.invalid_request', 400);
      }
      const location = await start(c, id, { binding: 'post', body: body.data });
      // 303: the browser follows with GET (RFC 9110 §15.4.4).
      return c.redirect(location, 303) as never;
    })
    .openapi(samlAuthnRoute(samlAuthnApi.callback), async (c) => {
      const scope = c.get('scope');
      const { id } = c.req.valid('param');
      const found = await requireSamlApplication(scope, id);
      // The provider of the host the sign-in ran on, whose code this is.
      const { provider } = await providers.get(scope.tenantId, c.get('location'));
      const response = await finishSamlSignIn(
        { scope, provider, vault, saml: await loadSamlLibrary() },
        locate(c, id),
        found,
        c.req.valid('query'),
      );
      const page = autoSubmitPage(response);
      c.header('Content-Security-Policy', page.policy);
      c.header('Cache-Control', 'no-store');
      return c.html(page.html, 200) as never;
    });
};
