import { experiencePasskeyApi } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { credentialRateLimit } from '../../sentinel/credential-rate-limit.js';
import type { RateLimiter } from '../../sentinel/rate-limiter.js';
import type { ResolvedExperienceOptions } from '../experience-options.js';
import { bindPasskey, createPasskeyRegistration, skipPasskey, verifyPasskeyRegistration } from '../flow/passkey-enrolment.js';
import {
  createPasskeyAuthentication,
  passkeyRelyingParty,
  passkeySignInState,
  preflightPasskey,
  takePasskeyChallenge,
  verifyPasskeyAssertion,
} from '../flow/passkey-sign-in.js';
import { readExperienceState } from '../flow/state.js';
import { recordInteractionStep } from '../interaction-submission.js';
import { signInResultOf } from '../sign-in-result.js';
import { experienceRoute } from './config.js';
import { openStep, type FlowStep } from './flow-step.js';

type Submitted = Parameters<typeof recordInteractionStep>[1]['submitted'];

/** Records the step in the audit log (`Interaction.SignIn.Verification.SignInPasskey.Submit` …). */
const recorded = <T>(step: FlowStep, submitted: Submitted, work: () => Promise<T>) =>
  recordInteractionStep(step.scope, { interaction: step.interaction, exchange: step.exchange, submitted }, work);

/**
 * Passkey sign-in and enrolment (see flow/passkey-*.ts). Each route is limited per client
 * address like the other credential steps; verifying an assertion costs a signature check, not
 * a password hash, so its budget is the verification routes' one.
 */
export const experiencePasskeyRoutes = (
  context: Pick<AppContext, 'providers' | 'clientIp' | 'metrics'>,
  limiter: RateLimiter,
  options: ResolvedExperienceOptions,
) => {
  const preflight = experienceRoute(experiencePasskeyApi.preflightAuthentication);
  const authentication = experienceRoute(experiencePasskeyApi.createAuthentication);
  const verify = experienceRoute(experiencePasskeyApi.verifyAuthentication);
  const registration = experienceRoute(experiencePasskeyApi.createRegistration);
  const registrationVerify = experienceRoute(experiencePasskeyApi.verifyRegistration);
  const bind = experienceRoute(experiencePasskeyApi.bindPasskey);
  const skip = experienceRoute(experiencePasskeyApi.skipPasskey);
  const router = createRouter();
  router.use(preflight.path, credentialRateLimit(limiter, 'passkey-preflight', context.clientIp));
  router.use(authentication.path, credentialRateLimit(limiter, 'passkey-authentication', context.clientIp));
  router.use(verify.path, credentialRateLimit(limiter, 'passkey-authentication-verify', context.clientIp, () =>
    context.metrics.signIn('rate_limited'),
  ));
  router.use(registration.path, credentialRateLimit(limiter, 'passkey-registration', context.clientIp));
  router.use(registrationVerify.path, credentialRateLimit(limiter, 'passkey-registration-verify', context.clientIp));
  router.use(bind.path, credentialRateLimit(limiter, 'profile-passkey', context.clientIp));
  return router
    .openapi(preflight, async (c) => {
      const step = await openStep(context, c);
      const state = await passkeySignInState(step.scope, readExperienceState(step.interaction));
      const party = passkeyRelyingParty(step.provider.issuer);
      const { state: next, options: authenticationOptions } = await preflightPasskey(state, party);
      await step.save(next);
      return c.json({ authenticationOptions }, 200);
    })
    .openapi(authentication, async (c) => {
      const step = await openStep(context, c);
      const { identifier } = c.req.valid('json');
      const party = passkeyRelyingParty(step.provider.issuer);
      const state = await passkeySignInState(step.scope, readExperienceState(step.interaction));
      // The identifier is not logged: the step must not tell whether it names anyone.
      const created = await recorded(
        step,
        { event: 'SignIn', step: 'Verification.SignInPasskey.Create', params: {}, ip: step.ip },
        () => createPasskeyAuthentication(step.scope, state, party, identifier),
      );
      await step.save(created.state);
      return c.json({ verificationId: created.verificationId, authenticationOptions: created.options }, 200);
    })
    .openapi(verify, async (c) => {
      const step = await openStep(context, c);
      const state = step.state();
      const { verificationId, payload } = c.req.valid('json');
      const party = passkeyRelyingParty(step.provider.issuer);
      const taken = takePasskeyChallenge(state, verificationId);
      const next = await recorded(
        step,
        {
          event: state.interactionEvent,
          step: 'Verification.SignInPasskey.Submit',
          params: { verificationId: taken.verificationId, credentialId: payload.id },
          ip: step.ip,
        },
        async () => {
          await passkeySignInState(step.scope, state);
          return verifyPasskeyAssertion(step.scope, party, taken, payload, options.now());
        },
      ).catch(async (error: unknown) => {
        // The challenge is spent whatever the outcome, so a failed assertion cannot be retried.
        await step.save(taken.spent);
        context.metrics.signIn(signInResultOf(error));
        throw error;
      });
      await step.save(next);
      return c.json({ verificationId: taken.verificationId }, 200);
    })
    .openapi(registration, async (c) => {
      const step = await openStep(context, c);
      const state = step.state();
      const party = passkeyRelyingParty(step.provider.issuer);
      const created = await recorded(
        step,
        { event: state.interactionEvent, step: 'Verification.WebAuthn.Create', params: {}, ip: step.ip },
        () => createPasskeyRegistration(step.scope, state, party),
      );
      await step.save(created.state);
      return c.json({ verificationId: created.verificationId, registrationOptions: created.options }, 200);
    })
    .openapi(registrationVerify, async (c) => {
      const step = await openStep(context, c);
      const state = step.state();
      const body = c.req.valid('json');
      const party = passkeyRelyingParty(step.provider.issuer);
      const next = await recorded(
        step,
        { event: state.interactionEvent, step: 'Verification.WebAuthn.Submit', params: { verificationId: body.verificationId, credentialId: body.payload.id }, ip: step.ip },
        () => verifyPasskeyRegistration(step.scope, state, party, body),
      );
      await step.save(next);
      return c.json({ verificationId: body.verificationId }, 200);
    })
    .openapi(bind, async (c) => {
      const step = await openStep(context, c);
      const state = step.state();
      const { verificationId } = c.req.valid('json');
      const { rpId } = passkeyRelyingParty(step.provider.issuer);
      const agent = c.req.header('user-agent') ?? '';
      const next = await recorded(
        step,
        { event: state.interactionEvent, step: 'Profile.Passkey.Bind', params: { verificationId }, ip: step.ip },
        () => bindPasskey(step.scope, state, { verificationId, agent, rpId, now: options.now() }),
      );
      await step.save(next);
      return c.body(null, 204);
    })
    .openapi(skip, async (c) => {
      const step = await openStep(context, c);
      const state = step.state();
      const next = await recorded(
        step,
        { event: state.interactionEvent, step: 'Profile.Passkey.Skip', params: {}, ip: step.ip },
        () => Promise.resolve(skipPasskey(state)),
      );
      await step.save(next);
      return c.body(null, 204);
    });
};
