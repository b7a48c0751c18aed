import { z } from 'zod';

import { lengthLimits, tenantTags } from '../constants';
import { emailRegEx } from '../validation/patterns';
import { bodyTenantIdGuard, idGuard, jsonObjectGuard, timestampGuard, userIdGuard } from './common';
import { organizationRoleRefGuard } from './organization-role';

export const invitationStatuses = ['Pending', 'Accepted', 'Expired', 'Revoked'] as const;
const invitationStatusGuard = z.enum(invitationStatuses);
export type InvitationStatus = z.infer<typeof invitationStatusGuard>;

const inviteeGuard = z.string().min(1).max(lengthLimits.invitee).regex(emailRegEx);

export const organizationInvitationGuard = z
  .object({
    tenantId: z.string(),
    id: idGuard,
    inviterId: userIdGuard.nullable(),
    /** The invited email address. */
    invitee: inviteeGuard,
    acceptedUserId: userIdGuard.nullable(),
    organizationId: idGuard,
    status: invitationStatusGuard,
    createdAt: timestampGuard,
    updatedAt: timestampGuard,
    expiresAt: timestampGuard,
    organizationRoles: z.array(organizationRoleRefGuard),
  })
  .meta({ id: 'OrganizationInvitation' });
export type OrganizationInvitation = z.infer<typeof organizationInvitationGuard>;

/** `POST /api/organization-invitations`; `messagePayload` false skips the invitation email. */
export const organizationInvitationCreateGuard = z.object({
  tenantId: bodyTenantIdGuard,
  inviterId: userIdGuard.nullish(),
  invitee: inviteeGuard,
  organizationId: idGuard,
  expiresAt: timestampGuard,
  organizationRoleIds: z.array(idGuard).optional(),
  messagePayload: z.union([jsonObjectGuard, z.literal(false)]).optional(),
});
export type OrganizationInvitationCreate = z.infer<typeof organizationInvitationCreateGuard>;

/** `PUT /api/organization-invitations/{id}/status` (also `/api/invitations/{id}/status`). */
export const invitationStatusPatchGuard = z.object({
  status: z.enum(['Accepted', 'Revoked']),
  acceptedUserId: userIdGuard.nullish(),
});
export type InvitationStatusPatch = z.infer<typeof invitationStatusPatchGuard>;

/** `POST /api/organization-invitations/{id}/message`: the variables of the invitation email. */
export const organizationInvitationMessageGuard = jsonObjectGuard;

/** An invitation to a tenant as the console lists it (cloud `GET /api/invitations`). */
export const tenantInvitationGuard = z.object({
  id: idGuard,
  organizationId: idGuard,
  tenantName: z.string(),
  tenantTag: z.enum(tenantTags),
  status: invitationStatusGuard,
});
export type TenantInvitation = z.infer<typeof tenantInvitationGuard>;
