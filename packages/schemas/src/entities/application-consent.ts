import { z } from 'zod';

import { resourceGuard } from './resource';
import { scopeGuard } from './scope';

/** Releases the `organizations` claim (the user's organization ids); needed for organization tokens. */
export const organizationsScope = 'urn:tessera:scope:organizations';
/** Releases the `organization_roles` claim (`{organizationId}:{roleName}` strings). */
export const organizationRolesScope = 'urn:tessera:scope:organization_roles';

/** Claims-bearing scopes an application may ask users to consent to. */
export const userScopes = [
  'profile',
  'email',
  'phone',
  'address',
  'custom_data',
  'identities',
  'roles',
  organizationsScope,
  organizationRolesScope,
] as const;
const userScopeGuard = z.enum(userScopes);
export type UserScope = z.infer<typeof userScopeGuard>;

const consentScopeGuard = scopeGuard.pick({ id: true, name: true, description: true });

const resourceScopesGuard = z.array(
  z.object({
    resource: resourceGuard.pick({ id: true, name: true, indicator: true }),
    scopes: z.array(consentScopeGuard),
  }),
);

/**
 * `GET /api/applications/{applicationId}/user-consent-scopes`: what a third-party application
 * asks users to consent to, resource scopes grouped by resource.
 */
export const applicationUserConsentScopesGuard = z
  .object({
    userScopes: z.array(userScopeGuard),
    resourceScopes: resourceScopesGuard,
    organizationScopes: z.array(consentScopeGuard),
    organizationResourceScopes: resourceScopesGuard,
  })
  .meta({ id: 'ApplicationUserConsentScopes' });
export type ApplicationUserConsentScopes = z.infer<typeof applicationUserConsentScopesGuard>;

const scopeIdsGuard = z.array(z.string().min(1)).optional();

/**
 * `POST /api/applications/{applicationId}/user-consent-scopes`: user scopes by name, the others
 * by scope id. An unknown id is answered 404 by the server, so any non-empty id passes here.
 */
export const applicationUserConsentScopesLinkGuard = z.object({
  userScopes: z.array(userScopeGuard).optional(),
  resourceScopes: scopeIdsGuard,
  organizationScopes: scopeIdsGuard,
  organizationResourceScopes: scopeIdsGuard,
});
export type ApplicationUserConsentScopesLink = z.infer<
  typeof applicationUserConsentScopesLinkGuard
>;

const applicationUserConsentScopeTypes = [
  'organization-scopes',
  'resource-scopes',
  'organization-resource-scopes',
  'user-scopes',
] as const;
export const applicationUserConsentScopeTypeGuard = z.enum(applicationUserConsentScopeTypes);
export type ApplicationUserConsentScopeType = z.infer<typeof applicationUserConsentScopeTypeGuard>;
