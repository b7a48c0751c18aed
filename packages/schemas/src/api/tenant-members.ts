import { z } from 'zod';

import { lengthLimits, tenantPermissions } from '../constants';
import { idGuard, timestampGuard, userIdGuard } from '../entities/common';
import { tenantMemberGuard, tenantMemberScopeGuard } from '../entities/console/tenant';
import { invitationStatuses, tenantInvitationGuard } from '../entities/organization-invitation';
import { emailRegEx } from '../validation/patterns';
import { defineEndpoint } from './endpoint';
import { pathParams } from './params';
import { tenantRoleGuard } from './tenants';

export const tenantPermissionGuard = z.enum(tenantPermissions);
export type TenantPermission = z.infer<typeof tenantPermissionGuard>;

/** A member of a tenant as its members see them: who they are, their roles and their tenant role. */
export const tenantMemberResponseGuard = tenantMemberGuard
  .extend({ role: tenantRoleGuard.meta({ description: "The member's tenant role." }) })
  .meta({ id: 'TenantMember' });
export type TenantMemberResponse = z.infer<typeof tenantMemberResponseGuard>;

/** `PUT /api/tenants/{tenantId}/members/{userId}/roles`. */
export const tenantMemberRoleBodyGuard = z.object({ roleName: tenantRoleGuard });
export type TenantMemberRoleBody = z.infer<typeof tenantMemberRoleBodyGuard>;


export const tenantInviteeGuard = z.string().trim().min(1).max(lengthLimits.invitee).regex(emailRegEx);

/**
 * `POST /api/tenants/{tenantId}/invitations`: one email or several; `expiresAt` defaults to
 * seven days from now.
 */
export const tenantInvitationCreateGuard = z.object({
  invitee: z.union([tenantInviteeGuard, z.array(tenantInviteeGuard).min(1).max(20)]),
  roleName: tenantRoleGuard,
  expiresAt: timestampGuard.optional(),
});
export type TenantInvitationCreate = z.infer<typeof tenantInvitationCreateGuard>;

/** An invitation to the tenant as its admins see it. */
export const tenantMemberInvitationGuard = z
  .object({
    id: idGuard,
    tenantId: z.string(),
    invitee: z.string(),
    inviterId: userIdGuard.nullable(),
    acceptedUserId: userIdGuard.nullable(),
    status: z.enum(invitationStatuses),
    role: tenantRoleGuard,
    createdAt: timestampGuard,
    updatedAt: timestampGuard,
    expiresAt: timestampGuard,
  })
  .meta({ id: 'TenantMemberInvitation' });
export type TenantMemberInvitation = z.infer<typeof tenantMemberInvitationGuard>;

/** An invitation as its invitee sees it (`GET /api/invitations…`). */
export const myTenantInvitationGuard = tenantInvitationGuard
  .extend({ tenantId: z.string(), invitee: z.string(), role: tenantRoleGuard, expiresAt: timestampGuard })
  .meta({ id: 'MyTenantInvitation' });
export type MyTenantInvitation = z.infer<typeof myTenantInvitationGuard>;

/** `PATCH /api/invitations/{invitationId}/status`: the invitee accepts. */
export const myInvitationStatusBodyGuard = z.object({ status: z.literal('Accepted') });

const tenant = pathParams('tenantId');
const member = pathParams('tenantId', 'userId');
const tenantInvitation = pathParams('tenantId', 'invitationId');
const invitation = pathParams('invitationId');

const memberFailures = {
  401: 'No valid token.',
  403: 'The caller lacks the tenant permission.',
  404: "No such tenant among the caller's.",
} as const;

/**
 * Members and invitations of a cloud tenant (cloud edition, admin tenant only). Tenant-scoped
 * calls need the tenant permission named in each description, held through the caller's role.
 */
export const tenantMemberApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/tenants/{tenantId}/members',
    summary: 'List tenant members',
    description: 'The members with their tenant role, oldest first. Needs `read:member`.',
    params: tenant,
    response: z.array(tenantMemberResponseGuard),
    returns: 'The members.',
    failures: memberFailures,
  }),
  updateRole: defineEndpoint({
    method: 'put',
    path: '/tenants/{tenantId}/members/{userId}/roles',
    summary: "Change a member's tenant role",
    description: 'Needs `update:member:role`. The last admin cannot become a collaborator.',
    params: member,
    body: tenantMemberRoleBodyGuard,
    response: tenantMemberResponseGuard,
    returns: 'The member with the new role.',
    failures: { ...memberFailures, 422: 'The member is the last admin.' },
  }),
  remove: defineEndpoint({
    method: 'delete',
    path: '/tenants/{tenantId}/members/{userId}',
    summary: 'Remove a member, or leave',
    description: 'Removing another member needs `remove:member`; any member may leave. The last admin cannot go.',
    params: member,
    failures: { ...memberFailures, 422: 'The member is the last admin.' },
  }),
  scopes: defineEndpoint({
    method: 'get',
    path: '/tenants/{tenantId}/members/{userId}/scopes',
    summary: "A member's tenant permissions",
    description:
      'The tenant permissions the member holds through their role. Callers read their own (empty when they are not a member); another member\'s needs `read:member`.',
    params: member,
    response: z.array(tenantMemberScopeGuard),
    returns: 'The permissions.',
    failures: memberFailures,
  }),
  listInvitations: defineEndpoint({
    method: 'get',
    path: '/tenants/{tenantId}/invitations',
    summary: 'List tenant invitations',
    description: 'Newest first, with their status. Needs `invite:member`.',
    params: tenant,
    response: z.array(tenantMemberInvitationGuard),
    returns: 'The invitations.',
    failures: memberFailures,
  }),
  invite: defineEndpoint({
    method: 'post',
    path: '/tenants/{tenantId}/invitations',
    summary: 'Invite to a tenant',
    description:
      "Needs `invite:member`. Sends each invitee an email through the admin tenant's email connector with a link to the console's `/accept/{invitationId}`. One invitee answers one invitation, a list answers a list.",
    params: tenant,
    body: tenantInvitationCreateGuard,
    response: z.union([tenantMemberInvitationGuard, z.array(tenantMemberInvitationGuard)]),
    status: 201,
    returns: 'The invitations.',
    failures: {
      ...memberFailures,
      400: 'Invalid body, an expiry in the past, or no email connector.',
      422: 'An invitee is a member already or has a pending invitation.',
    },
  }),
  revokeInvitation: defineEndpoint({
    method: 'delete',
    path: '/tenants/{tenantId}/invitations/{invitationId}',
    summary: 'Revoke a tenant invitation',
    description: 'Needs `invite:member`. Only a pending invitation can be revoked.',
    params: tenantInvitation,
    failures: { ...memberFailures, 422: 'The invitation is no longer pending.' },
  }),
  resendInvitation: defineEndpoint({
    method: 'post',
    path: '/tenants/{tenantId}/invitations/{invitationId}/message',
    summary: 'Send a tenant invitation again',
    description: 'Needs `invite:member`. Pending invitations only.',
    params: tenantInvitation,
    failures: { ...memberFailures, 422: 'The invitation is no longer pending.' },
  }),
} as const;

/** The signed-in user's own invitations (cloud API token). */
export const myInvitationApi = {
  list: defineEndpoint({
    method: 'get',
    path: '/invitations',
    summary: 'List my pending invitations',
    description: "Pending invitations to the caller's email, with the tenant's name and tag.",
    response: z.array(myTenantInvitationGuard),
    returns: 'The invitations.',
    failures: { 401: 'No valid cloud API token.' },
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/invitations/{invitationId}',
    summary: 'Get an invitation',
    description: 'Any status, for the invitation page; only invitations to the caller\'s email (403 otherwise).',
    params: invitation,
    response: myTenantInvitationGuard,
    returns: 'The invitation.',
    failures: { 401: 'No valid cloud API token.', 403: 'The invitation is for another email.', 404: 'No such invitation.' },
  }),
  accept: defineEndpoint({
    method: 'patch',
    path: '/invitations/{invitationId}/status',
    summary: 'Accept an invitation',
    description: 'Only the invited email may accept, only while pending; the caller joins the tenant with the invited role.',
    params: invitation,
    body: myInvitationStatusBodyGuard,
    response: myTenantInvitationGuard,
    returns: 'The accepted invitation.',
    failures: {
      401: 'No valid cloud API token.',
      403: 'The invitation is for another email.',
      404: 'No such invitation.',
      422: 'The invitation is no longer pending.',
    },
  }),
} as const;
