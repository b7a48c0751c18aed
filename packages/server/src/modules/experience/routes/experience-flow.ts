import { experienceFlowApi } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { redacted } from '../../logs/redact.js';
import { credentialRateLimit } from '../../sentinel/credential-rate-limit.js';
import type { RateLimiter } from '../../sentinel/rate-limiter.js';
import type { ResolvedExperienceOptions } from '../experience-options.js';
import { identify } from '../flow/identification.js';
import { startEvent, switchEvent } from '../flow/interaction-event.js';
import { addToProfile, resetPassword } from '../flow/profile.js';
import { keepProviderTokensOfSubmit } from '../flow/provider-tokens.js';
import { findSignInRules } from '../flow/sign-in-rules.js';
import { submitExperience } from '../flow/submit.js';
import {
  finishFoundInteraction,
  interactionClientId,
  interactionInvitationId,
} from '../interaction.js';
import { recordInteractionStep, type CommitSubmission } from '../interaction-submission.js';
import { experienceRoute } from './config.js';
import { openStep, type FlowStep } from './flow-step.js';
import { readTrustedDeviceToken } from './mfa.js';

/**
 * Records a step of the current event in the audit log (see interaction-submission.ts). Only
 * submit names the user: a successful step with a user marks them active for the day, and
 * verifying who someone is is not yet signing in.
 */
const recorded = <T>(
  step: FlowStep,
  event: Parameters<typeof recordInteractionStep>[1]['submitted'],
  work: (commit: CommitSubmission) => Promise<T>,
  userIdOf?: (result: T) => string | undefined,
) => recordInteractionStep(step.scope, { interaction: step.interaction, exchange: step.exchange, submitted: event }, work, userIdOf);

/** The event, identification, profile and submit steps of the Experience API. */
export const experienceFlowRoutes = (
  context: Pick<AppContext, 'providers' | 'clientIp' | 'metrics' | 'logger' | 'events' | 'vault'>,
  limiter: RateLimiter,
  options: ResolvedExperienceOptions,
) => {
  const newPassword = experienceRoute(experienceFlowApi.resetPassword);
  const profile = experienceRoute(experienceFlowApi.addProfile);
  const router = createRouter();
  // Both check a password against the policy, including the breach lookup.
  router.use(newPassword.path, credentialRateLimit(limiter, 'profile-password', context.clientIp));
  router.use(profile.path, credentialRateLimit(limiter, 'profile', context.clientIp));
  return router
    .openapi(experienceRoute(experienceFlowApi.start), async (c) => {
      const step = await openStep(context, c);
      const { interactionEvent } = c.req.valid('json');
      const state = await recorded(step, { event: interactionEvent, step: 'Create', params: {}, ip: step.ip }, () =>
        startEvent(step.scope, interactionEvent),
      );
      await step.save(state);
      return c.body(null, 204);
    })
    .openapi(experienceRoute(experienceFlowApi.setEvent), async (c) => {
      const step = await openStep(context, c);
      const { interactionEvent } = c.req.valid('json');
      await step.save(await switchEvent(step.scope, step.state(), interactionEvent));
      return c.body(null, 204);
    })
    .openapi(experienceRoute(experienceFlowApi.identify), async (c) => {
      const step = await openStep(context, c);
      const state = step.state();
      const { verificationId } = c.req.valid('json');
      const rules = await findSignInRules(step.scope);
      const next = await recorded(
        step,
        { event: state.interactionEvent, step: 'Identifier.Submit', params: { verificationId }, ip: step.ip },
        () => identify(step.scope, state, rules, verificationId),
      );
      await step.save(next);
      return c.body(null, 204);
    })
    .openapi(profile, async (c) => {
      const step = await openStep(context, c);
      const state = step.state();
      const body = c.req.valid('json');
      const next = await recorded(
        step,
        // A password arrives as `value`, which no redaction rule can tell from a username.
        { event: state.interactionEvent, step: 'Profile.Update', params: body.type === 'password' ? { type: 'password', value: redacted } : body, ip: step.ip },
        () => addToProfile(step.scope, state, body, { pwnedRange: options.pwnedRange, logger: c.get('logger') }),
      );
      await step.save(next);
      return c.body(null, 204);
    })
    .openapi(newPassword, async (c) => {
      const step = await openStep(context, c);
      const state = step.state();
      const { password } = c.req.valid('json');
      const next = await recorded(
        step,
        { event: state.interactionEvent, step: 'Profile.Update', params: { password: redacted }, ip: step.ip },
        () =>
          resetPassword(step.scope, state, password, {
            pwnedRange: options.pwnedRange,
            logger: c.get('logger'),
          }),
      );
      // The password is stored at submit, which ends the user's other sessions.
      await step.save(next);
      return c.body(null, 204);
    })
    .openapi(experienceRoute(experienceFlowApi.submit), async (c) => {
      const step = await openStep(context, c);
      const state = step.state();
      const rules = await findSignInRules(step.scope);
      const { user } = await recorded(
        step,
        { event: state.interactionEvent, step: 'Submit', params: {}, ip: step.ip },
        (commit) => submitExperience(
            step.scope,
            state,
            rules,
            interactionClientId(step.interaction),
            interactionInvitationId(step.interaction),
            { trustedDeviceToken: readTrustedDeviceToken(c), now: options.now() },
            commit,
          ),
        (result) => result.user?.id ?? state.userId,
      );
      if (user) {
        await keepProviderTokensOfSubmit(step.scope, context.vault, state, user.id);
      }
      if (state.interactionEvent === 'SignIn') {
        context.metrics.signIn('success');
      }
      // A reset password ends the user's sessions (`user.password.updated`) before the answer.
      await context.events.settled();
      // A finished password reset ends this request's interaction without a login: the provider
      // starts a new one, and the browser lands on the sign-in page to use the new password.
      const redirectTo = await finishFoundInteraction(step.interaction, user ? { login: { accountId: user.id } } : {});
      return c.json({ redirectTo }, 200);
    });
};
