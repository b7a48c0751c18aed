import { experienceApi } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { RequestError } from '../../../errors/request-error.js';
import { createRouter } from '../../../http/create-router.js';
import { credentialRateLimit } from '../../sentinel/credential-rate-limit.js';
import type { RateLimiter } from '../../sentinel/rate-limiter.js';
import type { ExperienceOptions } from '../experience-options.js';
import { signInResultOf } from '../sign-in-result.js';
import { findExperienceSettings, isRegistrationOpen } from '../experience-settings.js';
import { findInteraction, finishFoundInteraction, interactionClientId } from '../interaction.js';
import { submitInteractionStep } from '../interaction-submission.js';
import { nodeExchangeOf } from '../node-exchange.js';
import { registerUser } from '../register.js';
import { signInWithPassword } from '../flow/password-sign-in.js';
import { redactSecrets } from '../../logs/redact.js';
import { experienceRoute } from './config.js';

export const experienceCredentialRoutes = (
  { providers, clientIp, metrics }: Pick<AppContext, 'providers' | 'clientIp' | 'metrics'>,
  limiter: RateLimiter,
  options: Required<ExperienceOptions>,
) => {
  const signIn = experienceRoute(experienceApi.signIn);
  const register = experienceRoute(experienceApi.register);
  const router = createRouter();
  router.use(signIn.path, credentialRateLimit(limiter, 'sign-in', clientIp, () => metrics.signIn('rate_limited')));
  router.use(register.path, credentialRateLimit(limiter, 'register', clientIp));
  return router
    .openapi(signIn, async (c) => {
      const scope = c.get('scope');
      const { provider } = await providers.get(scope.tenantId, c.get('location'));
      const exchange = nodeExchangeOf(c);
      const interaction = await findInteraction(provider, exchange);
      const body = c.req.valid('json');
      const ip = clientIp(exchange.incoming);
      const submitted = { event: 'SignIn' as const, params: redactSecrets(body), ip };
      const user = await submitInteractionStep(scope, { interaction, exchange, submitted }, (commit) =>
        signInWithPassword(scope, { ...body, ip }, c.get('logger'), commit),
      ).catch((error: unknown) => {
        metrics.signIn(signInResultOf(error));
        throw error;
      });
      metrics.signIn('success');
      const redirectTo = await finishFoundInteraction(interaction, { login: { accountId: user.id } });
      return c.json({ redirectTo }, 200);
    })
    .openapi(register, async (c) => {
      const scope = c.get('scope');
      const { provider } = await providers.get(scope.tenantId, c.get('location'));
      const exchange = nodeExchangeOf(c);
      const settings = await findExperienceSettings(scope);
      // A closed registration answers the same with or without a sign-in in progress.
      if (!isRegistrationOpen(settings)) {
        throw new RequestError('session.registration_disabled', 403);
      }
      const interaction = await findInteraction(provider, exchange);
      const body = c.req.valid('json');
      const submitted = { event: 'Register' as const, params: redactSecrets(body), ip: clientIp(exchange.incoming) };
      const user = await submitInteractionStep(scope, { interaction, exchange, submitted }, (commit) =>
        registerUser(scope, body, {
          settings,
          pwnedRange: options.pwnedRange,
          logger: c.get('logger'),
          applicationId: interactionClientId(interaction),
          commit,
        }),
      );
      const redirectTo = await finishFoundInteraction(interaction, { login: { accountId: user.id } });
      return c.json({ redirectTo }, 200);
    });
};
