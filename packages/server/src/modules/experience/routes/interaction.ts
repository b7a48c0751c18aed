import { experienceApi } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { grantMissingConsent } from '../consent.js';
import { findInteraction, finishFoundInteraction, finishInteraction } from '../interaction.js';
import { describeInteraction } from '../interaction-view.js';
import { describeExperienceState, readExperienceState } from '../flow/state.js';
import { nodeExchangeOf } from '../node-exchange.js';
import { experienceRoute } from './config.js';

export const experienceInteractionRoutes = ({ providers }: Pick<AppContext, 'providers'>) =>
  createRouter()
    .openapi(experienceRoute(experienceApi.getInteraction), async (c) => {
      const scope = c.get('scope');
      const oidc = await providers.get(scope.tenantId, c.get('location'));
      const interaction = await findInteraction(oidc.provider, nodeExchangeOf(c));
      const view = await describeInteraction(scope, oidc.clients, interaction);
      return c.json({ ...view, ...describeExperienceState(readExperienceState(interaction)) }, 200);
    })
    .openapi(experienceRoute(experienceApi.consent), async (c) => {
      const { provider } = await providers.get(c.get('tenantId'), c.get('location'));
      const exchange = nodeExchangeOf(c);
      const interaction = await findInteraction(provider, exchange);
      const grantId = await grantMissingConsent(provider, interaction);
      const redirectTo = await finishFoundInteraction(interaction, { consent: { grantId } });
      return c.json({ redirectTo }, 200);
    })
    .openapi(experienceRoute(experienceApi.abort), async (c) => {
      const { provider } = await providers.get(c.get('tenantId'), c.get('location'));
      const redirectTo = await finishInteraction(provider, nodeExchangeOf(c), {
        error: 'access_denied',
        error_description: 'End-User aborted interaction',
      });
      return c.json({ redirectTo }, 200);
    });
