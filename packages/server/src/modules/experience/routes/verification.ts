import { experienceFlowApi } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { RequestError } from '../../../errors/request-error.js';
import { createRouter } from '../../../http/create-router.js';
import { redactSecrets } from '../../logs/redact.js';
import { credentialRateLimit } from '../../sentinel/credential-rate-limit.js';
import { hashIdentifier } from '../../sentinel/target-hash.js';
import type { RateLimiter } from '../../sentinel/rate-limiter.js';
import { codeRecordType, sendCodeRecord, verifyCodeRecord, verifyPasswordRecord } from '../flow/verification.js';
import { recordInteractionStep } from '../interaction-submission.js';
import { signInResultOf } from '../sign-in-result.js';
import type { ResolvedExperienceOptions } from '../experience-options.js';
import { experienceRoute } from './config.js';
import { openStep } from './flow-step.js';

/**
 * The verification steps. Each is limited per client address; sending a code is also limited per
 * identifier, so one address cannot be flooded with codes from many IPs.
 */
export const experienceVerificationRoutes = (
  context: Pick<AppContext, 'providers' | 'clientIp' | 'metrics'>,
  limiter: RateLimiter,
  options: ResolvedExperienceOptions,
) => {
  const password = experienceRoute(experienceFlowApi.verifyPassword);
  const sendCode = experienceRoute(experienceFlowApi.sendVerificationCode);
  const checkCode = experienceRoute(experienceFlowApi.checkVerificationCode);
  const router = createRouter();
  router.use(password.path, credentialRateLimit(limiter, 'verification-password', context.clientIp));
  router.use(sendCode.path, credentialRateLimit(limiter, 'verification-code', context.clientIp));
  router.use(checkCode.path, credentialRateLimit(limiter, 'verification-code-verify', context.clientIp));
  return router
    .openapi(password, async (c) => {
      const step = await openStep(context, c);
      const state = step.state();
      const body = c.req.valid('json');
      const submitted = { event: state.interactionEvent, step: 'Verification.Password.Submit', params: redactSecrets(body), ip: step.ip };
      const { state: next, record } = await recordInteractionStep(
        step.scope,
        { interaction: step.interaction, exchange: step.exchange, submitted },
        () => verifyPasswordRecord(step.scope, state, { ...body, ip: step.ip }, c.get('logger')),
        (result) => result.record.userId,
      ).catch((error: unknown) => {
        context.metrics.signIn(signInResultOf(error));
        throw error;
      });
      await step.save(next);
      return c.json({ verificationId: record.id }, 200);
    })
    .openapi(sendCode, async (c) => {
      const step = await openStep(context, c);
      const state = step.state();
      const body = c.req.valid('json');
      const decision = await limiter.take(`verification-code-target:${hashIdentifier(step.scope.tenantId, body.identifier.value)}`);
      if (!decision.allowed) {
        c.header('Retry-After', String(decision.retryAfterSeconds));
        throw new RequestError('session.too_many_requests', 429);
      }
      const submitted = {
        event: body.interactionEvent,
        step: `Verification.${codeRecordType(body.identifier)}.Create`,
        params: redactSecrets(body),
        ip: step.ip,
      };
      const { state: next, record } = await recordInteractionStep(
        step.scope,
        { interaction: step.interaction, exchange: step.exchange, submitted },
        () => sendCodeRecord(step.scope, state, { ...body, interactionJti: step.interaction.uid }, options.sendVerificationMessage),
      );
      await step.save(next);
      return c.json({ verificationId: record.id }, 200);
    })
    .openapi(checkCode, async (c) => {
      const step = await openStep(context, c);
      const state = step.state();
      const body = c.req.valid('json');
      const submitted = {
        event: state.interactionEvent,
        step: `Verification.${codeRecordType(body.identifier)}.Submit`,
        params: redactSecrets(body),
        ip: step.ip,
      };
      const { state: next, record } = await recordInteractionStep(
        step.scope,
        { interaction: step.interaction, exchange: step.exchange, submitted },
        () => verifyCodeRecord(step.scope, state, { ...body, interactionJti: step.interaction.uid, ip: step.ip }, options.now()),
        (result) => result.record.userId,
      );
      await step.save(next);
      return c.json({ verificationId: record.id }, 200);
    });
};
