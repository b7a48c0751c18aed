/**
 * Query keys of the server's public facts. They are the same for every tenant, so they sit apart
 * from tenant data and are kept when the console switches tenants (spec 000 §4.2).
 */
export const wellKnownKeys = {
  all: ['well-known'] as const,
  consoleConfig: () => [...wellKnownKeys.all, 'console-config'] as const,
  tenantEndpoint: (tenantId: string) => [...wellKnownKeys.all, 'endpoints', tenantId] as const,
};
