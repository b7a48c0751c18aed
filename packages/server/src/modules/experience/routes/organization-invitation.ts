import { experienceApi } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { RequestError } from '../../../errors/request-error.js';
import { createRouter } from '../../../http/create-router.js';
import { describePendingInvitation } from '../../organizations/invitation-sign-in.js';
import { findInteraction, interactionInvitationId } from '../interaction.js';
import { nodeExchangeOf } from '../node-exchange.js';
import { experienceRoute } from './config.js';

/**
 * The invitation the current authorization request carries. It takes no id: only the browser
 * holding the interaction the invitation link started reads the invited address.
 */
export const experienceInvitationRoutes = ({ providers }: Pick<AppContext, 'providers'>) =>
  createRouter().openapi(experienceRoute(experienceApi.getOrganizationInvitation), async (c) => {
    const scope = c.get('scope');
    const { provider } = await providers.get(scope.tenantId, c.get('location'));
    const interaction = await findInteraction(provider, nodeExchangeOf(c));
    const id = interactionInvitationId(interaction);
    const invitation = id ? await describePendingInvitation(scope, id) : undefined;
    if (!invitation) {
      throw new RequestError('organization.invitation_not_found', 404);
    }
    return c.json(invitation, 200);
  });
