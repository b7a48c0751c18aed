/**
 * OIDC endpoints of the tenant the console manages. In the open-source edition the default
 * tenant is served at the server root, the console's own origin, with the provider under /oidc.
 */
export const tenantEndpoints = (origin = window.location.origin) => {
  const issuer = `${origin}/oidc`;
  return {
    issuer,
    discovery: `${issuer}/.well-known/openid-configuration`,
    authorization: `${issuer}/auth`,
    token: `${issuer}/token`,
    jwks: `${issuer}/jwks`,
    endSession: `${issuer}/session/end`,
  };
};

export type TenantEndpoints = ReturnType<typeof tenantEndpoints>;
