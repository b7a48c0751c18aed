import { z } from 'zod';

import { idGuard } from './common';
import { resourceGuard } from './resource';
import { scopeGuard } from './scope';

/** Claims-bearing scopes an application may ask users to consent to. */
export const userScopes = [
  'profile',
  'email',
  'phone',
  'address',
  'custom_data',
  'identities',
  'roles',
  'urn:tessera:scope:organizations',
  'urn:tessera:scope:organization_roles',
] as const;
export const userScopeGuard = z.enum(userScopes);
export type UserScope = z.infer<typeof userScopeGuard>;

const consentScopeGuard = scopeGuard.pick({ id: true, name: true, description: true });

const resourceScopesGuard = z.array(
  z.object({
    resource: resourceGuard.pick({ id: true, name: true, indicator: true }),
    scopes: z.array(consentScopeGuard),
  }),
);

/** `GET /api/applications/{applicationId}/user-consent-scopes`. */
export const applicationUserConsentScopesGuard = z.object({
  userScopes: z.array(userScopeGuard),
  resourceScopes: resourceScopesGuard,
  organizationScopes: z.array(consentScopeGuard),
  organizationResourceScopes: resourceScopesGuard,
});
export type ApplicationUserConsentScopes = z.infer<typeof applicationUserConsentScopesGuard>;

/** `POST /api/applications/{applicationId}/user-consent-scopes`: ids to link (names for user scopes). */
export const applicationUserConsentScopesLinkGuard = z.object({
  userScopes: z.array(userScopeGuard).optional(),
  resourceScopes: z.array(idGuard).optional(),
  organizationScopes: z.array(idGuard).optional(),
  organizationResourceScopes: z.array(idGuard).optional(),
});
export type ApplicationUserConsentScopesLink = z.infer<
  typeof applicationUserConsentScopesLinkGuard
>;

export const applicationUserConsentScopeTypes = [
  'organization-scopes',
  'resource-scopes',
  'organization-resource-scopes',
  'user-scopes',
] as const;

/** Body of `POST`/`PUT /api/applications/{id}/users/{userId}/consent-organizations`. */
export const userConsentOrganizationsGuard = z.object({ organizationIds: z.array(idGuard) });
export type UserConsentOrganizations = z.infer<typeof userConsentOrganizationsGuard>;
