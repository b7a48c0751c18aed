/**
 * The reserved resource indicator an application names in its authorization request to have
 * organization scopes granted; an organization token is then asked for with `organization_id`.
 */
export const organizationsResource = 'urn:tessera:resource:organizations';

const organizationUrnPrefix = 'urn:tessera:organization:';

/** The audience of an organization token: `urn:tessera:organization:{organizationId}`. */
export const organizationUrn = (organizationId: string) =>
  `${organizationUrnPrefix}${organizationId}`;

/** The token parameter naming the organization a token is asked for. */
export const organizationIdParameter = 'organization_id';
