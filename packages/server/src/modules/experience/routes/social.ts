import { experienceSocialApi } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { listSocialConnectors } from '../../connectors/social-connector.js';
import { socialContextOf } from '../../connectors/social-context.js';
import { credentialRateLimit } from '../../sentinel/credential-rate-limit.js';
import type { RateLimiter } from '../../sentinel/rate-limiter.js';
import { findSignInExperience } from '../../sign-in-exp/service.js';
import { recordInteractionStep } from '../interaction-submission.js';
import { markSocialLink } from '../flow/social-identification.js';
import { createSocialRecord, takeSocialSession, verifySocialRecord } from '../flow/social-verification.js';
import { experienceRoute } from './config.js';
import { openStep } from './flow-step.js';

/** What the audit log keeps of a callback: never the code. */
const callbackParams = (connectorId: string, verificationId: string) => ({ connectorId, verificationId });

/** Social sign-in in the Experience API: the buttons, a provider URL, its callback, and linking on sign-in. */
export const experienceSocialRoutes = (
  context: Pick<AppContext, 'providers' | 'clientIp' | 'vault' | 'config'>,
  limiter: RateLimiter,
) => {
  const verify = experienceRoute(experienceSocialApi.verify);
  const router = createRouter();
  router.use(verify.path, credentialRateLimit(limiter, 'verification-social', context.clientIp));
  return router
    .openapi(experienceRoute(experienceSocialApi.listConnectors), async (c) => {
      const scope = c.get('scope');
      const { socialSignInConnectorTargets } = await findSignInExperience(scope);
      const connectors = await listSocialConnectors(scope, context);
      const shown = socialSignInConnectorTargets.flatMap((target) => {
        const connector = connectors.find((each) => each.target === target);
        return connector
          ? [{ id: connector.row.id, target, name: connector.response.name, logo: connector.response.logo, logoDark: connector.response.logoDark }]
          : [];
      });
      return c.json(shown, 200);
    })
    .openapi(experienceRoute(experienceSocialApi.authorizationUri), async (c) => {
      const step = await openStep(context, c);
      const state = step.state();
      const { connectorId } = c.req.valid('param');
      const body = c.req.valid('json');
      const social = socialContextOf(context, step.location);
      const submitted = { event: state.interactionEvent, step: 'Verification.Social.Create', params: { connectorId, redirectUri: body.redirectUri }, ip: step.ip };
      const { state: next, record, url } = await recordInteractionStep(
        step.scope,
        { interaction: step.interaction, exchange: step.exchange, submitted },
        () => createSocialRecord(step.scope, social, state, connectorId, body),
      );
      await step.save(next);
      return c.json({ authorizationUri: url, verificationId: record.id }, 200);
    })
    .openapi(verify, async (c) => {
      const step = await openStep(context, c);
      const state = step.state();
      const { connectorId } = c.req.valid('param');
      const { verificationId, connectorData } = c.req.valid('json');
      const social = socialContextOf(context, step.location);
      const submitted = { event: state.interactionEvent, step: 'Verification.Social.Submit', params: callbackParams(connectorId, verificationId), ip: step.ip };
      const { state: next } = await recordInteractionStep(
        step.scope,
        { interaction: step.interaction, exchange: step.exchange, submitted },
        async () => {
          const taken = takeSocialSession(social, state, verificationId, connectorId);
          // Saved before the provider is asked: a callback's state is spent, answered or not.
          await step.save(taken.state);
          return verifySocialRecord(step.scope, social, taken.state, taken, connectorData);
        },
      );
      await step.save(next);
      return c.json({ verificationId }, 200);
    })
    .openapi(experienceRoute(experienceSocialApi.linkIdentity), async (c) => {
      const step = await openStep(context, c);
      const state = step.state();
      const { verificationId } = c.req.valid('json');
      const submitted = { event: state.interactionEvent, step: 'Profile.Update', params: { type: 'social', verificationId }, ip: step.ip };
      const next = await recordInteractionStep(
        step.scope,
        { interaction: step.interaction, exchange: step.exchange, submitted },
        () => markSocialLink(step.scope, state, verificationId),
      );
      await step.save(next);
      return c.body(null, 204);
    });
};
