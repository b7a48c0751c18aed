import { z } from '@hono/zod-openapi';
import type { UserRow } from '../users/queries.js';

/**
 * A user as role member lists show it: no password hash, no MFA secrets. The users module owns
 * the full user response; this is the part role lists need.
 */
export const roleMemberResponse = z
  .object({
    id: z.string(),
    username: z.string().nullable(),
    primaryEmail: z.string().nullable(),
    primaryPhone: z.string().nullable(),
    name: z.string().nullable(),
    avatar: z.string().nullable(),
    customData: z.record(z.string(), z.unknown()),
    identities: z.record(z.string(), z.unknown()),
    profile: z.record(z.string(), z.unknown()),
    applicationId: z.string().nullable(),
    isSuspended: z.boolean(),
    hasPassword: z.boolean(),
    lastSignInAt: z.number().nullable(),
    createdAt: z.number(),
    updatedAt: z.number(),
  })
  .openapi('RoleMember');
export type RoleMemberResponse = z.infer<typeof roleMemberResponse>;

export const toRoleMemberResponse = (row: UserRow): RoleMemberResponse => ({
  id: row.id,
  username: row.username,
  primaryEmail: row.primary_email,
  primaryPhone: row.primary_phone,
  name: row.name,
  avatar: row.avatar,
  customData: row.custom_data,
  identities: row.identities,
  profile: row.profile,
  applicationId: row.application_id,
  isSuspended: row.is_suspended,
  hasPassword: row.password_encrypted !== null,
  lastSignInAt: row.last_sign_in_at ? row.last_sign_in_at.getTime() : null,
  createdAt: row.created_at.getTime(),
  updatedAt: row.updated_at.getTime(),
});
