import { socialApi, type Identities } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { socialContextOf } from '../../connectors/social-context.js';
import { assertSocialTargetServed } from '../../connectors/social-targets.js';
import { requireUser } from '../../roles/assignment-service.js';
import { completeIdentityLink } from '../social-link.js';
import { saveIdentity } from '../social-identities.js';
import { userRoute } from './users.js';

/** Linking social identities to a user: through the provider, or written directly. */
export const userIdentityRoutes = (context: Pick<AppContext, 'vault' | 'config' | 'ephemeral'>) =>
  createRouter()
    .openapi(userRoute(socialApi.linkIdentity), async (c) => {
      const scope = c.get('scope');
      const { userId } = c.req.valid('param');
      const { connectorId, connectorData } = c.req.valid('json');
      await requireUser(scope, userId);
      const { user } = await completeIdentityLink(
        scope,
        { context: socialContextOf(context, c.get('location')), ephemeral: context.ephemeral },
        { connectorId, connectorData, userId },
      );
      return c.json(user.identities as Identities, 200);
    })
    .openapi(userRoute(socialApi.replaceIdentity), async (c) => {
      const { userId, target } = c.req.valid('param');
      const body = c.req.valid('json');
      await assertSocialTargetServed(c.get('scope'), target);
      const { user, created } = await saveIdentity(c.get('scope'), userId, {
        target,
        identity: { userId: body.userId, ...(body.details ? { details: body.details } : {}) },
      });
      return c.json(user.identities as Identities, created ? 201 : 200);
    });
