import { createRoute, z } from '@hono/zod-openapi';
import type { AppContext } from '../../../app-context.js';
import { scopeToTenant } from '../../../db/tenant-scope.js';
import { createRouter } from '../../../http/create-router.js';
import { grantMissingConsent } from '../consent.js';
import { experienceTags } from '../experience-tags.js';
import { findInteraction, finishInteraction } from '../interaction.js';
import { describeInteraction } from '../interaction-view.js';
import { nodeExchangeOf } from '../node-exchange.js';
import { redirectResponse } from '../redirect-response.js';

const interactionSchema = z
  .object({
    uid: z.string(),
    prompt: z.enum(['login', 'consent']),
    firstScreen: z.enum(['signIn', 'register']),
    client: z.object({
      id: z.string(),
      name: z.string(),
      logoUri: z.string().optional(),
      isThirdParty: z.boolean(),
    }),
    loginHint: z.string().optional(),
    missingScopes: z.array(z.string()).optional().openapi({ description: 'OpenID scopes to consent to.' }),
    missingResourceScopes: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .openapi({ description: 'Scopes to consent to, by API resource indicator.' }),
    account: z
      .object({
        id: z.string(),
        username: z.string().optional(),
        primaryEmail: z.string().optional(),
        name: z.string().optional(),
      })
      .optional()
      .openapi({ description: 'The signed-in user, at the consent step.' }),
  })
  .openapi('ExperienceInteraction');

const noInteraction = { description: 'No interaction cookie, or the interaction expired (session.not_found).' };

const getInteraction = createRoute({
  method: 'get',
  path: '/experience/interaction',
  tags: experienceTags,
  summary: 'Get the current sign-in step',
  description: 'The authorization request the interaction cookie belongs to: prompt, client, requested scopes.',
  responses: {
    200: { description: 'The interaction.', content: { 'application/json': { schema: interactionSchema } } },
    400: { description: 'The application of the request no longer exists.' },
    404: noInteraction,
  },
});

const submitConsent = createRoute({
  method: 'post',
  path: '/experience/consent',
  tags: experienceTags,
  summary: 'Consent to the requested scopes',
  description: 'Grants the client the scopes the consent prompt lists; the app then navigates to `redirectTo`.',
  responses: {
    200: redirectResponse,
    400: { description: 'The interaction is not at the consent step (session.invalid_interaction).' },
    404: noInteraction,
  },
});

const abortInteraction = createRoute({
  method: 'post',
  path: '/experience/abort',
  tags: experienceTags,
  summary: 'Cancel signing in',
  description: 'Ends the authorization request with `access_denied`; `redirectTo` leads back to the client.',
  responses: { 200: redirectResponse, 404: noInteraction },
});

export const experienceInteractionRoutes = ({ database, providers }: AppContext) =>
  createRouter()
    .openapi(getInteraction, async (c) => {
      const tenantId = c.get('tenantId');
      const oidc = await providers.get(tenantId);
      const interaction = await findInteraction(oidc.provider, nodeExchangeOf(c));
      const view = await describeInteraction(scopeToTenant(database.db, tenantId), oidc.clients, interaction);
      return c.json(view, 200);
    })
    .openapi(submitConsent, async (c) => {
      const { provider } = await providers.get(c.get('tenantId'));
      const exchange = nodeExchangeOf(c);
      const interaction = await findInteraction(provider, exchange);
      const grantId = await grantMissingConsent(provider, interaction);
      const redirectTo = await finishInteraction(provider, exchange, { consent: { grantId } });
      return c.json({ redirectTo }, 200);
    })
    .openapi(abortInteraction, async (c) => {
      const { provider } = await providers.get(c.get('tenantId'));
      const redirectTo = await finishInteraction(provider, nodeExchangeOf(c), {
        error: 'access_denied',
        error_description: 'End-User aborted interaction',
      });
      return c.json({ redirectTo }, 200);
    });
