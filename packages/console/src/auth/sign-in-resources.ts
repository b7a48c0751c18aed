import {
  cloudApiIndicator,
  organizationRolesScope,
  organizationsResource,
  organizationsScope,
  tenantPermissions,
  type Edition,
} from '@tessera/schemas';

/** A resource the console asks for at sign-in beside the Management API, with its scopes. */
export interface SignInResource {
  resource: string;
  scopes: readonly string[];
}

/**
 * The cloud scopes every console user's default role grants (docs/cloud-tenants.md): listing,
 * creating, changing and deleting their tenants.
 */
export const cloudApiScopes = ['create:tenant', 'manage:tenant:self'] as const;

/**
 * The organization scopes of a tenant's organization token (spec 000 §4.1, §6): the tenant
 * permissions, which the server narrows to those the member's role holds.
 */
export const organizationTokenScopes = [organizationsScope, organizationRolesScope, ...tenantPermissions] as const;

/**
 * What the console asks for at sign-in besides the Management API of the console config. In
 * cloud the grant must also hold the cloud API and the organizations resource, so a cloud API
 * token and each tenant's organization token can be had from the session's refresh token without
 * another sign-in.
 */
export const signInResourcesFor = (edition: Edition): SignInResource[] =>
  edition === 'cloud'
    ? [
        { resource: cloudApiIndicator, scopes: cloudApiScopes },
        { resource: organizationsResource, scopes: organizationTokenScopes },
      ]
    : [];
