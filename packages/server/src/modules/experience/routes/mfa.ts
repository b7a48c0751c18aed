import { getCookie, setCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { experienceMfaApi, trustedDeviceCookieName } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { RequestError } from '../../../errors/request-error.js';
import type { AppEnv } from '../../../http/app-env.js';
import { createRouter } from '../../../http/create-router.js';
import { tenantEndpointOf } from '../../../tenancy/tenant-location.js';
import { trustDevice, trustedDeviceDays } from '../../mfa/trusted-devices.js';
import { credentialRateLimit } from '../../sentinel/credential-rate-limit.js';
import type { RateLimiter } from '../../sentinel/rate-limiter.js';
import { hashIdentifier } from '../../sentinel/target-hash.js';
import type { ResolvedExperienceOptions } from '../experience-options.js';
import { recordInteractionStep } from '../interaction-submission.js';
import { bindMfa, skipMfa, skipMfaSuggestion } from '../flow/mfa-binding.js';
import { sendMfaCodeRecord, verifyMfaCodeRecord } from '../flow/mfa-code.js';
import { identifiedUserOf, type MfaContext } from '../flow/mfa-context.js';
import {
  createTotpSecretRecord,
  generateBackupCodeRecord,
  verifyBackupCodeRecord,
  verifyTotpRecord,
} from '../flow/mfa-verification.js';
import {
  createWebAuthnAuthenticationRecord,
  createWebAuthnRegistrationRecord,
  verifyWebAuthnAuthenticationRecord,
  verifyWebAuthnRegistrationRecord,
} from '../flow/mfa-webauthn.js';
import { hasVerifiedFactor } from '../flow/mfa-records.js';
import type { ExperienceState } from '../flow/state.js';
import { experienceRoute } from './config.js';
import { openStep, type FlowStep } from './flow-step.js';

type Deps = Pick<AppContext, 'providers' | 'clientIp' | 'vault' | 'config'>;

/** The trusted-device token the browser sent, for the submit step's MFA policy. */
export const readTrustedDeviceToken = (c: Context<AppEnv>) => getCookie(c, trustedDeviceCookieName);

/**
 * Runs one MFA step: audit-logged as `step` (codes and payloads never logged), its new state
 * saved, its answer handed back.
 */
async function mfaStep<T extends { state: ExperienceState }>(
  step: FlowStep,
  audit: { step: string; params?: Record<string, unknown> },
  work: (state: ExperienceState) => Promise<T>,
): Promise<T> {
  const state = step.state();
  const result = await recordInteractionStep(
    step.scope,
    {
      interaction: step.interaction,
      exchange: step.exchange,
      submitted: { event: state.interactionEvent, step: audit.step, params: audit.params ?? {}, ip: step.ip },
    },
    () => work(state),
  );
  await step.save(result.state);
  return result;
}

/**
 * Second factors in the Experience API: verification records for TOTP, security keys, backup
 * codes and codes by email or SMS; binding; skipping; remembering the device. Every route is
 * limited per client address like the other credential steps.
 */
export const experienceMfaRoutes = (context: Deps, limiter: RateLimiter, options: ResolvedExperienceOptions) => {
  const api = experienceMfaApi;
  const routes = {
    totpSecret: experienceRoute(api.createTotpSecret),
    totpVerify: experienceRoute(api.verifyTotp),
    registration: experienceRoute(api.createWebAuthnRegistration),
    registrationVerify: experienceRoute(api.verifyWebAuthnRegistration),
    authentication: experienceRoute(api.createWebAuthnAuthentication),
    authenticationVerify: experienceRoute(api.verifyWebAuthnAuthentication),
    backupGenerate: experienceRoute(api.generateBackupCodes),
    backupVerify: experienceRoute(api.verifyBackupCode),
    codeSend: experienceRoute(api.sendMfaVerificationCode),
    codeVerify: experienceRoute(api.verifyMfaVerificationCode),
    bind: experienceRoute(api.bindMfa),
    skip: experienceRoute(api.skipMfa),
    skipSuggestion: experienceRoute(api.skipMfaSuggestion),
    trust: experienceRoute(api.trustDevice),
  };
  const router = createRouter();
  for (const [name, route] of Object.entries(routes)) {
    router.use(route.path, credentialRateLimit(limiter, `mfa-${name}`, context.clientIp));
  }
  const mfaContext = (step: FlowStep): MfaContext => ({
    vault: context.vault,
    tenantEndpoint: tenantEndpointOf(step.location),
    userAgent: step.exchange.incoming.headers['user-agent'] ?? '',
    ip: step.ip,
    now: options.now(),
  });
  return router
    .openapi(routes.totpSecret, async (c) => {
      const step = await openStep(context, c);
      const { record, secret, secretQrCode } = await mfaStep(step, { step: 'Verification.Totp.Create' }, (state) =>
        createTotpSecretRecord(step.scope, state, mfaContext(step)),
      );
      return c.json({ verificationId: record.id, secret, secretQrCode }, 200);
    })
    .openapi(routes.totpVerify, async (c) => {
      const step = await openStep(context, c);
      const body = c.req.valid('json');
      const params = body.verificationId ? { verificationId: body.verificationId } : {};
      const { record } = await mfaStep(step, { step: 'Verification.Totp.Submit', params }, (state) =>
        verifyTotpRecord(step.scope, state, body, mfaContext(step)),
      );
      return c.json({ verificationId: record.id }, 200);
    })
    .openapi(routes.registration, async (c) => {
      const step = await openStep(context, c);
      const { record, registrationOptions } = await mfaStep(step, { step: 'Verification.WebAuthn.Create' }, (state) =>
        createWebAuthnRegistrationRecord(step.scope, state, mfaContext(step)),
      );
      return c.json({ verificationId: record.id, registrationOptions: { ...registrationOptions } }, 200);
    })
    .openapi(routes.registrationVerify, async (c) => {
      const step = await openStep(context, c);
      const body = c.req.valid('json');
      const { record } = await mfaStep(step, { step: 'Verification.WebAuthn.Submit', params: { verificationId: body.verificationId } }, (state) =>
        verifyWebAuthnRegistrationRecord(step.scope, state, body, mfaContext(step)),
      );
      return c.json({ verificationId: record.id }, 200);
    })
    .openapi(routes.authentication, async (c) => {
      const step = await openStep(context, c);
      const { record, authenticationOptions } = await mfaStep(step, { step: 'Verification.WebAuthn.Create' }, (state) =>
        createWebAuthnAuthenticationRecord(step.scope, state, mfaContext(step)),
      );
      return c.json({ verificationId: record.id, authenticationOptions: { ...authenticationOptions } }, 200);
    })
    .openapi(routes.authenticationVerify, async (c) => {
      const step = await openStep(context, c);
      const body = c.req.valid('json');
      const { record } = await mfaStep(step, { step: 'Verification.WebAuthn.Submit', params: { verificationId: body.verificationId } }, (state) =>
        verifyWebAuthnAuthenticationRecord(step.scope, state, body, mfaContext(step)),
      );
      return c.json({ verificationId: record.id }, 200);
    })
    .openapi(routes.backupGenerate, async (c) => {
      const step = await openStep(context, c);
      const { record, codes } = await mfaStep(step, { step: 'Verification.BackupCode.Create' }, (state) =>
        generateBackupCodeRecord(step.scope, state, mfaContext(step)),
      );
      return c.json({ verificationId: record.id, codes }, 200);
    })
    .openapi(routes.backupVerify, async (c) => {
      const step = await openStep(context, c);
      const { code } = c.req.valid('json');
      const { record } = await mfaStep(step, { step: 'Verification.BackupCode.Submit' }, (state) =>
        verifyBackupCodeRecord(step.scope, state, code, mfaContext(step)),
      );
      return c.json({ verificationId: record.id }, 200);
    })
    .openapi(routes.codeSend, async (c) => {
      const step = await openStep(context, c);
      const body = c.req.valid('json');
      // Also limited per user, so one address cannot be flooded with codes from many IPs.
      const decision = await limiter.take(`mfa-code-target:${hashIdentifier(step.scope.tenantId, step.state().userId ?? '')}`);
      if (!decision.allowed) {
        c.header('Retry-After', String(decision.retryAfterSeconds));
        throw new RequestError('session.too_many_requests', 429);
      }
      const kind = body.identifierType === 'phone' ? 'PhoneVerificationCode' : 'EmailVerificationCode';
      const { record } = await mfaStep(step, { step: `Verification.${kind}.Create`, params: { ...body } }, (state) =>
        sendMfaCodeRecord(
          step.scope,
          state,
          { ...body, interactionJti: step.interaction.uid, language: c.req.header('accept-language')?.split(',')[0]?.split(';')[0]?.trim() },
          options.sendVerificationMessage,
        ),
      );
      return c.json({ verificationId: record.id }, 200);
    })
    .openapi(routes.codeVerify, async (c) => {
      const step = await openStep(context, c);
      const body = c.req.valid('json');
      const kind = step.state().mfa?.records.find((item) => item.id === body.verificationId)?.type ?? 'EmailVerificationCode';
      const { record } = await mfaStep(step, { step: `Verification.${kind}.Submit`, params: { verificationId: body.verificationId } }, (state) =>
        verifyMfaCodeRecord(step.scope, state, { ...body, interactionJti: step.interaction.uid }, mfaContext(step)),
      );
      return c.json({ verificationId: record.id }, 200);
    })
    .openapi(routes.bind, async (c) => {
      const step = await openStep(context, c);
      const body = c.req.valid('json');
      await mfaStep(step, { step: 'Profile.Update', params: { mfa: body.type, verificationId: body.verificationId } }, async (state) => ({
        state: await bindMfa(step.scope, state, body),
      }));
      return c.body(null, 204);
    })
    .openapi(routes.skip, async (c) => {
      const step = await openStep(context, c);
      await mfaStep(step, { step: 'Profile.Update', params: { mfaSkipped: true } }, async (state) => ({
        state: await skipMfa(step.scope, state),
      }));
      return c.body(null, 204);
    })
    .openapi(routes.skipSuggestion, async (c) => {
      const step = await openStep(context, c);
      await step.save(skipMfaSuggestion(step.state()));
      return c.body(null, 204);
    })
    .openapi(routes.trust, async (c) => {
      const step = await openStep(context, c);
      const state = step.state();
      const user = await identifiedUserOf(step.scope, state);
      if (!hasVerifiedFactor(state)) {
        throw new RequestError('session.mfa.require_mfa_verification', 400, { availableFactors: [] });
      }
      const { token } = await trustDevice(step.scope, { userId: user.id, agent: step.exchange.incoming.headers['user-agent'] ?? '' }, options.now());
      setCookie(c, trustedDeviceCookieName, token, {
        httpOnly: true,
        secure: step.location.endpoint.startsWith('https:'),
        sameSite: 'Lax',
        path: step.location.prefix || '/',
        maxAge: trustedDeviceDays * 24 * 60 * 60,
      });
      return c.body(null, 204);
    });
};
