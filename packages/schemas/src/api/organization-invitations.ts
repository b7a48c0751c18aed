import { z } from 'zod';

import {
  invitationStatusPatchGuard,
  organizationInvitationCreateGuard,
  organizationInvitationGuard,
  organizationInvitationMessageGuard,
} from '../entities/organization-invitation';
import { defineEndpoint } from './endpoint';
import { pathParams } from './params';

const id = pathParams('id');

/** Invitations to join an organization, accepted by the invited email only. */
export const organizationInvitationApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/organization-invitations',
    summary: 'List organization invitations',
    description:
      'Invitations newest first, narrowed by `organizationId`, `inviterId` or `invitee`. Pending invitations past their expiry answer `Expired`.',
    query: z.object({
      organizationId: z.string().optional(),
      inviterId: z.string().optional(),
      invitee: z.string().optional(),
    }),
    response: z.array(organizationInvitationGuard),
    returns: 'The invitations.',
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/organization-invitations',
    summary: 'Invite someone to an organization',
    description:
      'The invitee must not be a member already; roles must be `User` roles; `expiresAt` must be in the future. With a `messagePayload` object, the invitation email is sent through the email connector with the `OrganizationInvitation` template: `{{link}}` is `messagePayload.link` with `organization_invitation_id` added (else the invitation id), with `{{organization.name}}`, `{{inviter.name}}`, `{{invitee.email}}`; `{{code}}` is `messagePayload.code`, else the link. The link and `locale` are kept for resending. `false` or none sends nothing.',
    body: organizationInvitationCreateGuard,
    response: organizationInvitationGuard,
    status: 201,
    returns: 'The created invitation.',
    failures: {
      400: 'Invalid body, or an expiry in the past.',
      404: 'No such organization, role or inviter.',
      422: 'The invitee is a member already, or there is a pending invitation for them.',
    },
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/organization-invitations/{id}',
    summary: 'Get an organization invitation',
    params: id,
    response: organizationInvitationGuard,
    returns: 'The invitation.',
    failures: { 404: 'No invitation with this id.' },
  }),
  delete: defineEndpoint({
    method: 'delete',
    path: '/organization-invitations/{id}',
    summary: 'Delete an organization invitation',
    params: id,
    returns: 'Deleted.',
    failures: { 404: 'No invitation with this id.' },
  }),
  sendMessage: defineEndpoint({
    method: 'post',
    path: '/organization-invitations/{id}/message',
    summary: 'Send the invitation email again',
    description:
      'Pending invitations only. `link` fills `{{link}}` of the `OrganizationInvitation` template (with `organization_invitation_id` added), else the link the invitation was created with; `locale` picks its language, else the one it was created with.',
    params: id,
    body: organizationInvitationMessageGuard,
    returns: 'Sent.',
    failures: {
      400: 'Invalid body, or no link given and none kept from the invitation (`organization.invitation_link_required`).',
      404: 'No invitation with this id.',
      422: 'The invitation is no longer pending.',
    },
  }),
  replaceStatus: defineEndpoint({
    method: 'put',
    path: '/organization-invitations/{id}/status',
    summary: 'Accept or revoke an organization invitation',
    description:
      'Only pending invitations change. Accepting needs `acceptedUserId`, a user whose email is the invitee: the user joins with the invitation roles.',
    params: id,
    body: invitationStatusPatchGuard,
    response: organizationInvitationGuard,
    returns: 'The updated invitation.',
    failures: {
      400: 'Invalid body.',
      404: 'No such invitation or user.',
      422: 'The invitation is not pending, or the user is not the invitee.',
    },
  }),
};
