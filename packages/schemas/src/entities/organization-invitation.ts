import { z } from 'zod';

import { lengthLimits, tenantTags } from '../constants';
import { emailRegEx } from '../validation/patterns';
import { idGuard, jsonObjectGuard, timestampGuard, userIdGuard } from './common';
import { organizationRoleGuard } from './organization-role';

export const invitationStatuses = ['Pending', 'Accepted', 'Expired', 'Revoked'] as const;
const invitationStatusGuard = z.enum(invitationStatuses);
export type InvitationStatus = z.infer<typeof invitationStatusGuard>;

const inviteeGuard = z.string().min(1).max(lengthLimits.invitee).regex(emailRegEx);

export const organizationInvitationGuard = z.object({
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
  organizationRoles: z.array(organizationRoleGuard.pick({ id: true, name: true })),
});
export type OrganizationInvitation = z.infer<typeof organizationInvitationGuard>;

/** `POST /api/organization-invitations`; `messagePayload` false skips the invitation email. */
export const organizationInvitationCreateGuard = z.object({
  inviterId: userIdGuard.optional(),
  invitee: inviteeGuard,
  organizationId: idGuard,
  expiresAt: timestampGuard,
  organizationRoleIds: z.array(idGuard).optional(),
  messagePayload: z.union([jsonObjectGuard, z.literal(false)]).optional(),
});
export type OrganizationInvitationCreate = z.infer<typeof organizationInvitationCreateGuard>;

/** `PATCH /api/organization-invitations/{id}/status` (also `/api/invitations/{id}/status`). */
export const invitationStatusPatchGuard = z.object({
  status: z.enum(['Accepted', 'Revoked']),
  acceptedUserId: userIdGuard.optional(),
});
export type InvitationStatusPatch = z.infer<typeof invitationStatusPatchGuard>;

/** An invitation to a tenant as the console lists it (cloud `GET /api/invitations`). */
export const tenantInvitationGuard = z.object({
  id: idGuard,
  organizationId: idGuard,
  tenantName: z.string(),
  tenantTag: z.enum(tenantTags),
  status: invitationStatusGuard,
});
export type TenantInvitation = z.infer<typeof tenantInvitationGuard>;
