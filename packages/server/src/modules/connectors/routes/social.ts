import { socialApi } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { startIdentityLink } from '../../users/social-link.js';
import { socialContextOf } from '../social-context.js';
import { connectorRoute } from './connector-factories.js';

/** `POST /connectors/{connectorId}/authorization-uri`: the first half of linking an identity to a user. */
export const socialConnectorRoutes = (context: Pick<AppContext, 'vault' | 'config' | 'ephemeral'>) =>
  createRouter().openapi(connectorRoute(socialApi.authorizationUri), async (c) => {
    const scope = c.get('scope');
    const { state, redirectUri } = c.req.valid('json');
    const redirectTo = await startIdentityLink(
      scope,
      { context: socialContextOf(context, c.get('location')), ephemeral: context.ephemeral },
      { connectorId: c.req.valid('param').connectorId, state, redirectUri },
    );
    return c.json({ redirectTo }, 200);
  });
