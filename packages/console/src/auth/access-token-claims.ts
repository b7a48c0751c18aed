/** The claims of the access token the console decides on (spec 001 §3, "token claims read"). */
export interface AccessTokenClaims {
  audiences: string[];
  scopes: string[];
  /** Entries `{tenantId}:{role}`. */
  organizationRoles: string[];
}

const noClaims: AccessTokenClaims = { audiences: [], scopes: [], organizationRoles: [] };

const decodePayload = (token: string): unknown => {
  const payload = token.split('.')[1];
  if (!payload) {
    return undefined;
  }
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
};

const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * Reads the claims of a JWT access token without verifying it: the server verifies every call,
 * the console only decides what to offer. Anything unreadable carries no claims.
 */
export const readAccessTokenClaims = (token: string | undefined): AccessTokenClaims => {
  let payload: unknown;
  try {
    payload = token ? decodePayload(token) : undefined;
  } catch {
    return noClaims;
  }
  if (typeof payload !== 'object' || payload === null) {
    return noClaims;
  }
  const { aud, scope, organization_roles: organizationRoles } = payload as Record<string, unknown>;
  return {
    audiences: typeof aud === 'string' ? [aud] : strings(aud),
    scopes: typeof scope === 'string' ? scope.split(' ').filter(Boolean) : [],
    organizationRoles: strings(organizationRoles),
  };
};
