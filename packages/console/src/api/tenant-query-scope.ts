import { hashKey, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Roots of query keys whose data is the same whichever tenant the page shows: the signed-in
 * user, the server's well-known answers (spec 000 §4.2 keeps both across tenant changes), the
 * cloud API's lists of the user's own tenants and invitations, and the sign-in token's claims.
 */
const tenantLessRoots: ReadonlySet<unknown> = new Set([
  'me',
  'well-known',
  'latest-release',
  'tenants',
  'invitations',
  'access-token-claims',
]);

type TenantHolder = { tenantId: string | undefined };

const holders = new WeakMap<QueryClient, TenantHolder>();

/**
 * The one place that puts the current tenant into query keys. Resource key factories say what
 * is read (`['roles', 'list', …]`), not for which tenant, yet the same call reads another
 * tenant's data once the console switches tenant (in cloud every page's calls go to the
 * tenant of its path). So every key except the tenant-less ones is hashed with the current
 * tenant id: a tenant's cache entries are its own, switching tenant reads the new tenant's
 * data instead of showing the previous one's, and `setQueryData` after a write lands on the
 * current tenant's entry. Prefix matching (invalidation, forgetting) is on the keys themselves,
 * so it still reaches every tenant's entries of a key.
 */
export const tenantQueryKeyHash = (key: QueryKey, tenantId: string | undefined) =>
  hashKey(tenantId === undefined || tenantLessRoots.has(key[0]) ? key : [...key, { tenantId }]);

function install(queryClient: QueryClient): TenantHolder {
  const holder: TenantHolder = { tenantId: undefined };
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, queryKeyHashFn: (key) => tenantQueryKeyHash(key, holder.tenantId) },
  });
  holders.set(queryClient, holder);
  return holder;
}

/**
 * Makes `tenantId` (from the route's path; none outside tenant pages) the tenant of the
 * client's queries. Called once, above every route, while rendering: the routes below then
 * render, and build their queries, with it.
 */
export const useTenantQueryScope = (tenantId: string | undefined) => {
  const queryClient = useQueryClient();
  const holder = holders.get(queryClient) ?? install(queryClient);
  // A plain field written during render: the value only follows the route, and every query
  // built in this render must already see it (an effect would run after they fetched).
  holder.tenantId = tenantId;
};
