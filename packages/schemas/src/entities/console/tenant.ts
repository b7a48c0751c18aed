import { z } from 'zod';

import { defaultTenantName, regions, tenantTags } from '../../constants';
import { emailRegEx } from '../../validation/patterns';
import { idGuard, timestampGuard, userIdGuard } from '../common';
import { subscriptionQuotaGuard } from './quota';
import { invoiceGuard, tenantSubscriptionGuard } from './subscription';

export const regionGuard = z.enum(regions);
export type Region = z.infer<typeof regionGuard>;
export const tenantTagGuard = z.enum(tenantTags);
export type TenantTag = z.infer<typeof tenantTagGuard>;

/** A tenant as the cloud console lists it (`GET /api/tenants`). */
export const tenantGuard = z.object({
  id: idGuard,
  name: z.string().min(1),
  tag: tenantTagGuard,
  /** The tenant's endpoint URL. */
  indicator: z.string(),
  subscription: tenantSubscriptionGuard,
  usage: z.object({ activeUsers: z.int().nonnegative(), tokenUsage: z.int().nonnegative() }),
  quota: subscriptionQuotaGuard.pick({ mauLimit: true, tokenLimit: true }),
  openInvoices: z.array(invoiceGuard),
  isSuspended: z.boolean(),
  planId: z.string(),
  regionName: regionGuard,
  createdAt: timestampGuard,
});
export type Tenant = z.infer<typeof tenantGuard>;

export const tenantMemberGuard = z.object({
  id: userIdGuard,
  name: z.string().nullable(),
  username: z.string().nullable(),
  primaryEmail: z.string().nullable(),
  avatar: z.string().nullable(),
  organizationRoles: z.array(z.object({ id: idGuard, name: z.string() })),
});
export type TenantMember = z.infer<typeof tenantMemberGuard>;

/** `GET /api/tenants/{tenantId}/members/{userId}/scopes` rows. */
export const tenantMemberScopeGuard = z.object({ name: z.string() });

/** `POST /api/tenants`; `tag` defaults to development. */
export const tenantCreateGuard = z.object({
  name: z.string().min(1),
  regionName: regionGuard,
  tag: tenantTagGuard.optional(),
});
export type TenantCreate = z.infer<typeof tenantCreateGuard>;

/** `PATCH /api/tenants/{tenantId}`. */
export const tenantPatchGuard = z.object({
  name: z.string().min(1).optional(),
  tag: tenantTagGuard.optional(),
});

const invalidCollaboratorEmailError = 'tenant_members.errors.invalid_email';

/**
 * The onboarding create-tenant form: a blank name becomes the default name and each collaborator
 * email must look like an email.
 */
export const tenantCreationFormGuard = z.object({
  name: z
    .string()
    .trim()
    .transform((name) => name || defaultTenantName),
  regionName: regionGuard,
  tag: tenantTagGuard.optional(),
  collaboratorEmails: z
    .array(z.string().regex(emailRegEx, { error: invalidCollaboratorEmailError }))
    .default([]),
});
export type TenantCreationForm = z.output<typeof tenantCreationFormGuard>;

/** The create-tenant modal of the profile area, where the usage purpose (tag) is required. */
export const tenantCreationModalGuard = tenantCreationFormGuard.extend({ tag: tenantTagGuard });
export type TenantCreationModal = z.output<typeof tenantCreationModalGuard>;
