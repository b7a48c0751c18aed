import { experienceSsoApi, samlAcsBodyGuard, samlAcsPath, samlSpMetadataPath } from '@tessera/schemas';
import type { Context } from 'hono';
import type { AppContext } from '../../../app-context.js';
import { RequestError } from '../../../errors/request-error.js';
import { formatZodIssues } from '../../../errors/zod-details.js';
import type { AppEnv } from '../../../http/app-env.js';
import { createRouter } from '../../../http/create-router.js';
import { credentialRateLimit } from '../../sentinel/credential-rate-limit.js';
import type { RateLimiter } from '../../sentinel/rate-limiter.js';
import { ssoProviderOf } from '../../sso-connectors/providers.js';
import { findSsoConnectorById } from '../../sso-connectors/queries.js';
import { requestTenantBaseUrl } from '../../../tenancy/tenant-base-url.js';
import { consumeSamlResponse, findPendingSamlRequest } from '../../sso-connectors/saml/saml-sign-in.js';
import { samlServiceProvider } from '../../sso-connectors/saml/service-provider.js';
import { requireUsableSsoConnector, type SsoSignInContext } from '../../sso-connectors/sso-sign-in.js';
import type { SamlSsoConfig } from '@tessera/schemas';
import { findExperienceSsoConnectors, startSsoVerification, verifySsoVerification } from '../flow/sso-verification.js';
import { recordInteractionStep } from '../interaction-submission.js';
import { experienceRoute } from './config.js';
import { openStep } from './flow-step.js';

type SsoRoutesContext = Pick<AppContext, 'providers' | 'clientIp' | 'vault' | 'ephemeral' | 'config'>;

/** Hono's path syntax for the SAML paths of the contracts. */
const acsRoutePath = samlAcsPath.replace('{connectorId}', ':connectorId');
const spMetadataRoutePath = samlSpMetadataPath.replace('{connectorId}', ':connectorId');

/**
 * Single sign-on in the Experience API (find connectors by email, start, verify) and the SAML
 * assertion consumer service the IdP posts to. Verification steps share the per-address budget
 * of the other credential steps.
 */
export const experienceSsoRoutes = (context: SsoRoutesContext, limiter: RateLimiter) => {
  const ssoContext = (c: Context<AppEnv>): SsoSignInContext => {
    const scope = c.get('scope');
    return { scope, vault: context.vault, ephemeral: context.ephemeral, tenantBaseUrl: requestTenantBaseUrl(c) };
  };
  const start = experienceRoute(experienceSsoApi.authorizationUri);
  const verify = experienceRoute(experienceSsoApi.verify);
  const router = createRouter();
  router.use(start.path.replace('{connectorId}', ':connectorId'), credentialRateLimit(limiter, 'verification-sso', context.clientIp));
  router.use(verify.path.replace('{connectorId}', ':connectorId'), credentialRateLimit(limiter, 'verification-sso-verify', context.clientIp));
  router.use(acsRoutePath, credentialRateLimit(limiter, 'saml-acs', context.clientIp));
  router.post(acsRoutePath, async (c) => {
    // IdPs post a form (HTTP-POST binding); the reference API also takes the fields as JSON.
    const isJson = (c.req.header('content-type') ?? '').includes('json');
    const parsed = samlAcsBodyGuard.safeParse(isJson ? await c.req.json().catch(() => ({})) : await c.req.parseBody());
    if (!parsed.success) {
      throw new RequestError('guard.invalid_input', 400, { target: 'form' }, formatZodIssues(parsed.error.issues));
    }
    const sso = ssoContext(c);
    const connectorId = c.req.param('connectorId') ?? '';
    try {
      const pending = await findPendingSamlRequest(context.ephemeral, sso.scope.tenantId, connectorId, parsed.data.RelayState);
      const { config } = await requireUsableSsoConnector(sso, connectorId);
      const { location, refused } = await consumeSamlResponse(
        context.ephemeral,
        { tenantId: sso.scope.tenantId, config: config as SamlSsoConfig, sp: samlServiceProvider(sso.tenantBaseUrl, connectorId) },
        pending,
        parsed.data.SAMLResponse,
      );
      if (refused) {
        // The browser goes back to the sign-in app with the refusal; the log keeps its details.
        c.get('logger').warn({ ssoConnectorId: connectorId, code: refused.code, details: refused.details }, 'SAML response refused');
      }
      return c.redirect(location, 302);
    } catch (error) {
      // No interaction records this step: the log is where an administrator finds why an IdP's answers fail.
      if (error instanceof RequestError) {
        c.get('logger').warn({ ssoConnectorId: connectorId, code: error.code, details: error.details }, 'SAML response refused');
      }
      throw error;
    }
  });
  // Public like the ACS: the IdP fetches it. Only SAML connectors of this tenant have one.
  router.get(spMetadataRoutePath, async (c) => {
    const sso = ssoContext(c);
    const connectorId = c.req.param('connectorId') ?? '';
    const row = await findSsoConnectorById(sso.scope, connectorId);
    if (!row || ssoProviderOf(row.provider_name).providerType !== 'saml') {
      throw new RequestError('single_sign_on.connector_not_found', 404, { id: connectorId });
    }
    return c.body(samlServiceProvider(sso.tenantBaseUrl, connectorId).metadata, 200, { 'content-type': 'application/samlmetadata+xml' });
  });
  return router
    .openapi(experienceRoute(experienceSsoApi.findConnectors), async (c) =>
      c.json(await findExperienceSsoConnectors(ssoContext(c), c.req.valid('query').email), 200),
    )
    .openapi(start, async (c) => {
      const step = await openStep(context, c);
      const state = step.state();
      const { connectorId } = c.req.valid('param');
      const body = c.req.valid('json');
      const submitted = { event: state.interactionEvent, step: 'Verification.EnterpriseSso.Create', params: { connectorId }, ip: step.ip };
      const { state: next, record, authorizationUri } = await recordInteractionStep(
        step.scope,
        { interaction: step.interaction, exchange: step.exchange, submitted },
        () => startSsoVerification(ssoContext(c), state, connectorId, body),
      );
      await step.save(next);
      return c.json({ verificationId: record.id, authorizationUri }, 200);
    })
    .openapi(verify, async (c) => {
      const step = await openStep(context, c);
      const state = step.state();
      const { connectorId } = c.req.valid('param');
      const body = c.req.valid('json');
      const submitted = { event: state.interactionEvent, step: 'Verification.EnterpriseSso.Submit', params: { connectorId, verificationId: body.verificationId }, ip: step.ip };
      const { state: next, record } = await recordInteractionStep(
        step.scope,
        { interaction: step.interaction, exchange: step.exchange, submitted },
        () => verifySsoVerification(ssoContext(c), state, connectorId, body),
      );
      await step.save(next);
      return c.json({ verificationId: record.id }, 200);
    });
};
