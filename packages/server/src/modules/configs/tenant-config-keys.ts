/** Where the tenant's settings are stored in `tenant_configs`. */
export const tenantConfigKeys = {
  oidcSession: 'oidc.session',
  idToken: 'idToken',
  adminConsole: 'adminConsole',
} as const;
