import { z } from 'zod';

import { connectorResponseGuard } from '../entities/connector';
import { defineEndpoint } from './endpoint';
import { pathParams } from './params';
import { socialAuthorizationUriGuard, socialConnectorDataGuard, socialRedirectToGuard } from './social';

const unauthorized = 'No token, or not a console user token (auth.*).';

export const meSocialLinkGuard = z.object({
  connectorId: z.string().min(1),
  connectorData: socialConnectorDataGuard,
});

/** The console user's linked social accounts (spec 001 §7): the admin tenant's social connectors. */
export const meSocialApi = {
  listConnectors: defineEndpoint({
    method: 'get',
    path: '/me/social/connectors',
    summary: "List the admin tenant's social connectors",
    description: 'What the profile page offers to link; configs are not included.',
    response: z.array(connectorResponseGuard.omit({ config: true, formItems: true, readme: true })),
    returns: 'The social connectors.',
    failures: { 401: unauthorized },
  }),
  authorizationUri: defineEndpoint({
    method: 'post',
    path: '/me/social/authorization-uri',
    summary: 'Start linking a social account',
    body: socialAuthorizationUriGuard.extend({ connectorId: z.string().min(1) }),
    response: socialRedirectToGuard,
    returns: 'The provider URL to open (in the 600×640 popup).',
    failures: {
      400: 'Not a social connector (connector.unexpected_type), or its config is unusable (connector.invalid_config).',
      401: unauthorized,
      404: 'No such connector.',
    },
  }),
  linkIdentity: defineEndpoint({
    method: 'post',
    path: '/me/social/link-identity',
    summary: 'Link a social account',
    description: 'The callback query and `redirectUri` of the popup, for the state started by `authorization-uri`.',
    body: meSocialLinkGuard,
    returns: 'Linked.',
    failures: {
      400: 'Wrong or reused state, another redirect URI, or the provider refused (connector.*).',
      401: unauthorized,
      404: 'No such connector.',
      422: 'The account is linked to another user (user.identity_already_in_use).',
    },
  }),
  unlinkIdentity: defineEndpoint({
    method: 'delete',
    path: '/me/social/identity/{connectorId}',
    summary: 'Unlink a social account',
    params: pathParams('connectorId'),
    returns: 'Unlinked.',
    failures: { 401: unauthorized, 404: 'No such connector, or no identity linked for it (user.identity_not_found).' },
  }),
};
