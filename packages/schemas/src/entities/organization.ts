import { z } from 'zod';

import { lengthLimits } from '../constants';
import { domainNameGuard } from '../validation/field-guards';
import { brandingGuard, idGuard, jsonObjectGuard, timestampGuard, userIdGuard } from './common';

const organizationNameGuard = z.string().min(1).max(lengthLimits.organizationName);
const organizationDescriptionGuard = z.string().max(lengthLimits.organizationDescription);

export const organizationGuard = z.object({
  id: idGuard,
  name: organizationNameGuard,
  description: organizationDescriptionGuard.nullable(),
  customData: jsonObjectGuard,
  /** Members must have MFA set up to get organization tokens. */
  isMfaRequired: z.boolean(),
  branding: brandingGuard,
  createdAt: timestampGuard,
});
export type Organization = z.infer<typeof organizationGuard>;

/** `POST /api/organizations`. */
export const organizationCreateGuard = z.object({
  name: organizationNameGuard,
  description: organizationDescriptionGuard.nullish(),
  customData: jsonObjectGuard.optional(),
  isMfaRequired: z.boolean().optional(),
  branding: brandingGuard.optional(),
});
export type OrganizationCreate = z.infer<typeof organizationCreateGuard>;

/** `PATCH /api/organizations/{id}`. */
export const organizationPatchGuard = organizationCreateGuard.partial();
export type OrganizationPatch = z.infer<typeof organizationPatchGuard>;

/** Bodies of the organization relation endpoints. */
export const organizationUsersLinkGuard = z.object({ userIds: z.array(userIdGuard).min(1) });
export const organizationApplicationsLinkGuard = z.object({
  applicationIds: z.array(idGuard).min(1),
});
export const organizationUserRolesLinkGuard = z.object({
  organizationRoleIds: z.array(idGuard).optional(),
  organizationRoleNames: z.array(z.string().min(1)).optional(),
});
export const organizationSsoConnectorsLinkGuard = z.object({ ssoConnectorIds: z.array(idGuard) });

/** Users with a verified email of such a domain join the organization just in time. */
export const organizationJitEmailDomainGuard = z.object({
  organizationId: idGuard,
  emailDomain: domainNameGuard,
});
export type OrganizationJitEmailDomain = z.infer<typeof organizationJitEmailDomainGuard>;
