import { accountDeletionApi, adminTenantId, meApi } from '@tessera/schemas';
import type { AppContext } from '../../app-context.js';
import { RequestError } from '../../errors/request-error.js';
import { createRouter } from '../../http/create-router.js';
import { meRoute } from '../me/me-contract.js';
import type { PlanCatalogue } from '../subscriptions/plan-catalogue.js';
import { checkAccountDeletion, deleteAccount, type AccountDeletionDependencies } from './service.js';

/**
 * `GET /me/deletion-blockers` and `DELETE /me` (cloud edition; 403 `auth.cloud_only` elsewhere).
 * Mounted with the other `/me` routes, behind their console user guard. The check describes
 * tenants with their plans: the catalogue the app read at start (cloud edition only).
 */
export const accountDeletionRoutes = (
  context: Pick<AppContext, 'config' | 'tenantScope' | 'database' | 'databases' | 'bus' | 'events'>,
  catalogue: PlanCatalogue | undefined,
) => {
  const { config, database, bus, events } = context;
  const dependencies: AccountDeletionDependencies | undefined =
    config.edition === 'cloud' && catalogue
      ? {
          db: database.db,
          databases: context.databases,
          adminScope: context.tenantScope(adminTenantId),
          bus,
          view: { endpoint: config.endpoint, catalogue },
        }
      : undefined;
  const requireCloud = () => {
    if (!dependencies) {
      throw new RequestError('auth.cloud_only', 403);
    }
    return dependencies;
  };
  return createRouter()
    .openapi(meRoute(accountDeletionApi.check), async (c) => {
      return c.json(await checkAccountDeletion(requireCloud(), c.get('auth').subject), 200);
    })
    .openapi(meRoute(meApi.delete), async (c) => {
      await deleteAccount(requireCloud(), c.get('auth').subject, c.get('logger'));
      // The deleted tenants are gone on every instance before the console signs out.
      await Promise.all([bus.settled(), events.settled()]);
      return c.body(null, 204);
    });
};
