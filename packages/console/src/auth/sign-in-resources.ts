import { cloudApiIndicator, type Edition } from '@tessera/schemas';

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
 * What the console asks for at sign-in besides the Management API of the console config. In
 * cloud the grant must also hold the cloud API, so a token for it can be had from the session's
 * refresh token without another sign-in.
 */
export const signInResourcesFor = (edition: Edition): SignInResource[] =>
  edition === 'cloud' ? [{ resource: cloudApiIndicator, scopes: cloudApiScopes }] : [];
