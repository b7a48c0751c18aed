import { verificationApi } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { security } from '../../../http/contract-parts.js';
import { routesOf } from '../../../http/endpoint-route.js';
import { accountApiCors } from '../../account-center/account-api-cors.js';
import { accountTokenGuard } from '../../account-center/account-token-guard.js';
import { findAccountCenter } from '../../account-center/service.js';
import { sendVerificationMessage } from '../../connectors/send-message.js';
import type { VerificationMessageSender } from '../../experience/flow/verification.js';
import { guardRouters } from '../../me/me-contract.js';
import { relyingPartyOf } from '../../mfa/webauthn.js';
import { credentialRateLimit } from '../../sentinel/credential-rate-limit.js';
import { socialContextOf } from '../../connectors/social-context.js';
import { requestTenantBaseUrl } from '../../../tenancy/tenant-base-url.js';
import type { TenantLocation } from '../../../tenancy/tenant-location.js';
import { createVerificationRecords } from '../records.js';
import { startSocialVerification, verifySocialVerification } from '../social.js';
import {
  sendCodeForRecord,
  startWebAuthnRegistration,
  verifyCodeForRecord,
  verifyPasswordForRecord,
  verifyWebAuthnRegistration,
} from '../service.js';

const verificationRoute = routesOf({ tags: ['Verifications'], security });

export type VerificationOptions = { sendVerificationMessage?: VerificationMessageSender };

/** The name passkeys show for the relying party. */
const rpName = 'Tessera';

/**
 * `/verifications/*`: the proofs the account API's sensitive changes require. Every route takes
 * the account API token and, like the sign-in app's verification routes, a budget per client
 * address per endpoint.
 */
export const verificationRoutes = (context: AppContext, options: VerificationOptions = {}) => {
  const records = createVerificationRecords(context.ephemeral);
  const send: VerificationMessageSender =
    options.sendVerificationMessage ??
    ((scope, message) => sendVerificationMessage(scope, message, { vault: context.vault, logger: context.logger, outbound: context.outbound }));
  const routes = {
    password: verificationRoute(verificationApi.password),
    sendCode: verificationRoute(verificationApi.sendCode),
    verifyCode: verificationRoute(verificationApi.verifyCode),
    startWebAuthn: verificationRoute(verificationApi.startWebAuthnRegistration),
    verifyWebAuthn: verificationRoute(verificationApi.verifyWebAuthnRegistration),
    startSocial: verificationRoute(verificationApi.startSocial),
    verifySocial: verificationRoute(verificationApi.verifySocial),
  };
  const social = (location: TenantLocation) => ({ context: socialContextOf(context, location), ephemeral: context.ephemeral });
  const router = createRouter();
  for (const [name, route] of Object.entries(routes)) {
    router.use(route.path, credentialRateLimit(context.rateLimiter, `account-verification-${name}`, context.clientIp));
  }
  router
    .openapi(routes.password, async (c) =>
      c.json(
        await verifyPasswordForRecord(c.get('scope'), records, c.get('auth').subject, c.req.valid('json').password, c.get('logger')),
        200,
      ),
    )
    .openapi(routes.sendCode, async (c) =>
      c.json(await sendCodeForRecord(c.get('scope'), records, c.get('auth').subject, c.req.valid('json').identifier, send), 200),
    )
    .openapi(routes.verifyCode, async (c) =>
      c.json(await verifyCodeForRecord(c.get('scope'), records, c.get('auth').subject, c.req.valid('json')), 200),
    )
    .openapi(routes.startWebAuthn, async (c) => {
      const scope = c.get('scope');
      // The page that registers is the tenant's own site or one the tenant lists as related.
      const tenantOrigin = new URL(requestTenantBaseUrl(c)).origin;
      const { webauthnRelatedOrigins } = await findAccountCenter(scope);
      const origin = c.req.header('origin');
      const allowed = origin && [tenantOrigin, ...webauthnRelatedOrigins].includes(origin) ? origin : tenantOrigin;
      return c.json(
        await startWebAuthnRegistration(scope, records, c.get('auth').subject, relyingPartyOf(allowed, rpName)),
        200,
      );
    })
    .openapi(routes.verifyWebAuthn, async (c) =>
      c.json(await verifyWebAuthnRegistration(c.get('scope'), records, c.get('auth').subject, c.req.valid('json'), rpName), 200),
    )
    .openapi(routes.startSocial, async (c) => {
      const scope = c.get('scope');
      return c.json(
        await startSocialVerification(scope, records, social(c.get('location')), c.get('auth').subject, c.req.valid('json')),
        201,
      );
    })
    .openapi(routes.verifySocial, async (c) => {
      const scope = c.get('scope');
      return c.json(
        await verifySocialVerification(scope, records, social(c.get('location')), c.get('auth').subject, c.req.valid('json')),
        200,
      );
    });
  const outer = createRouter();
  outer.use('/verifications/*', accountApiCors());
  return outer.route('/', guardRouters([router], accountTokenGuard(context.providers)));
};
