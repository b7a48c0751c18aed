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

/**
 * The authorization request parameter naming an organization invitation: the sign-in app shows
 * it, and a sign-in or registration with the invited address accepts it. The link of an
 * invitation email carries it, for the app to pass on.
 */
export const organizationInvitationParameter = 'organization_invitation_id';
