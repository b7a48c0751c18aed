/** The one client and resource of the bare oidc-provider baseline, shared with the scenario that loads it. */
export const bareClient = { clientId: 'bare-client', clientSecret: 'bare-client-secret-0123456789abcdef' };
export const bareResource = 'https://bare.example.com/api';
