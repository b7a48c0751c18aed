import { z } from 'zod';

import { lengthLimits } from '../constants';
import { domainNameGuard, hexColorGuard } from '../validation/field-guards';
import { applicationGuard } from './application';
import {
  bodyTenantIdGuard,
  brandingGuard,
  idGuard,
  jsonObjectGuard,
  timestampGuard,
  userIdGuard,
} from './common';
import { organizationRoleRefGuard } from './organization-role';
import { userInfoGuard } from './user';

const organizationNameGuard = z.string().min(1).max(lengthLimits.organizationName);
const organizationDescriptionGuard = z.string().max(lengthLimits.organizationDescription);

/** Colors of the organization's sign-in pages, each optional. */
export const organizationColorGuard = z.object({
  primaryColor: hexColorGuard.optional(),
  isDarkModeEnabled: z.boolean().optional(),
  darkPrimaryColor: hexColorGuard.optional(),
});

export const organizationGuard = z
  .object({
    tenantId: z.string(),
    id: idGuard,
    name: organizationNameGuard,
    description: organizationDescriptionGuard.nullable(),
    customData: jsonObjectGuard,
    /** Members must have MFA set up to get organization tokens. */
    isMfaRequired: z.boolean(),
    color: organizationColorGuard,
    branding: brandingGuard,
    customCss: z.string().nullable(),
    createdAt: timestampGuard,
  })
  .meta({ id: 'Organization' });
export type Organization = z.infer<typeof organizationGuard>;

/** A member as `GET /api/organizations` previews them with `showFeatured=true`. */
export const organizationFeaturedUserGuard = z.object({
  id: userIdGuard,
  avatar: z.string().nullable(),
  name: z.string().nullable(),
});

/** An organization in `GET /api/organizations`; `showFeatured=true` adds the member count and a few members. */
export const organizationListItemGuard = organizationGuard
  .extend({
    usersCount: z.int().optional(),
    featuredUsers: z.array(organizationFeaturedUserGuard).optional(),
  })
  .meta({ id: 'OrganizationListItem' });
export type OrganizationListItem = z.infer<typeof organizationListItemGuard>;

/** An organization with the roles a user or application holds in it. */
export const organizationWithRolesGuard = organizationGuard
  .extend({ organizationRoles: z.array(organizationRoleRefGuard) })
  .meta({ id: 'OrganizationWithRoles' });
export type OrganizationWithRoles = z.infer<typeof organizationWithRolesGuard>;

/** `POST /api/organizations`. */
export const organizationCreateGuard = z.object({
  tenantId: bodyTenantIdGuard,
  name: organizationNameGuard,
  description: organizationDescriptionGuard.nullish(),
  customData: jsonObjectGuard.optional(),
  isMfaRequired: z.boolean().optional(),
  color: organizationColorGuard.optional(),
  branding: brandingGuard.optional(),
  customCss: z.string().nullish(),
});
export type OrganizationCreate = z.infer<typeof organizationCreateGuard>;

/** `PATCH /api/organizations/{id}`: given fields replace the stored ones (`customData` whole). */
export const organizationPatchGuard = organizationCreateGuard.partial();
export type OrganizationPatch = z.infer<typeof organizationPatchGuard>;

/** A member in `GET /api/organizations/{id}/users`, with their roles in the organization. */
export const organizationUserGuard = userInfoGuard
  .extend({ organizationRoles: z.array(organizationRoleRefGuard) })
  .meta({ id: 'OrganizationUser' });
export type OrganizationUser = z.infer<typeof organizationUserGuard>;

/** A machine-to-machine application in `GET /api/organizations/{id}/applications`, with its roles there. */
export const organizationApplicationGuard = applicationGuard
  .extend({ organizationRoles: z.array(organizationRoleRefGuard) })
  .meta({ id: 'OrganizationApplication' });
export type OrganizationApplication = z.infer<typeof organizationApplicationGuard>;

/** `POST /api/organizations/{id}/users` (at least one) and its answer. */
export const organizationUsersLinkGuard = z.object({ userIds: z.array(userIdGuard).min(1) });
export type OrganizationUsersLink = z.infer<typeof organizationUsersLinkGuard>;
/** `PUT /api/organizations/{id}/users`: exactly these members (empty removes everyone). */
export const organizationUsersReplaceGuard = z.object({ userIds: z.array(userIdGuard) });
/** `POST /api/organizations/{id}/users/roles`: each user gets each role. */
export const organizationUsersRolesAssignGuard = z.object({
  userIds: z.array(userIdGuard).min(1),
  organizationRoleIds: z.array(idGuard).min(1),
});
export type OrganizationUsersRolesAssign = z.infer<typeof organizationUsersRolesAssignGuard>;

/** `POST`/`PUT /api/organizations/{id}/users/{userId}/roles`: roles by id and/or by name. */
export const organizationUserRolesLinkGuard = z.object({
  organizationRoleIds: z.array(idGuard).optional(),
  organizationRoleNames: z.array(z.string().min(1)).optional(),
});
export type OrganizationUserRolesLink = z.infer<typeof organizationUserRolesLinkGuard>;

/** `POST /api/organizations/{id}/applications` (at least one). */
export const organizationApplicationsLinkGuard = z.object({
  applicationIds: z.array(idGuard).min(1),
});
export type OrganizationApplicationsLink = z.infer<typeof organizationApplicationsLinkGuard>;
/** `PUT /api/organizations/{id}/applications`: exactly these applications. */
export const organizationApplicationsReplaceGuard = z.object({ applicationIds: z.array(idGuard) });
/** `POST /api/organizations/{id}/applications/roles`: each application gets each role. */
export const organizationApplicationsRolesAssignGuard = z.object({
  applicationIds: z.array(idGuard).min(1),
  organizationRoleIds: z.array(idGuard).min(1),
});
export type OrganizationApplicationsRolesAssign = z.infer<
  typeof organizationApplicationsRolesAssignGuard
>;

/**
 * Role ids: `POST`/`PUT /api/organizations/{id}/applications/{applicationId}/roles` and
 * `POST`/`PUT /api/organizations/{id}/jit/roles`.
 */
export const organizationRoleIdsGuard = z.object({ organizationRoleIds: z.array(idGuard) });
export type OrganizationRoleIds = z.infer<typeof organizationRoleIdsGuard>;

/** Users with a verified email of such a domain join the organization just in time. */
export const organizationJitEmailDomainGuard = z
  .object({
    tenantId: z.string(),
    organizationId: idGuard,
    emailDomain: domainNameGuard,
  })
  .meta({ id: 'OrganizationJitEmailDomain' });
export type OrganizationJitEmailDomain = z.infer<typeof organizationJitEmailDomainGuard>;

/** `POST /api/organizations/{id}/jit/email-domains`: a domain such as `example.com`, no `@`. */
export const organizationJitEmailDomainCreateGuard = z.object({ emailDomain: domainNameGuard });
/** `PUT /api/organizations/{id}/jit/email-domains`: exactly these domains. */
export const organizationJitEmailDomainsReplaceGuard = z.object({
  emailDomains: z.array(domainNameGuard),
});

/** `POST`/`PUT /api/organizations/{id}/jit/sso-connectors` (served once SSO connectors exist). */
export const organizationSsoConnectorsLinkGuard = z.object({ ssoConnectorIds: z.array(idGuard) });
