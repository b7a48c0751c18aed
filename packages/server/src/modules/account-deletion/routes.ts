import { accountDeletionApi, meApi } from '@tessera/schemas';
import type { AppContext } from '../../app-context.js';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { createRouter } from '../../http/create-router.js';
import { meRoute } from '../me/me-contract.js';
import type { PlanCatalogue } from '../subscriptions/plan-catalogue.js';
import { checkAccountDeletion, deleteAccount, type AccountDeletionDependencies } from './service.js';

/**
 * What account deletion needs of the cloud edition, from the composition root: the plans it read
 * at start (the check describes tenants with their plans) and the admin tenant's scope.
 */
export type AccountDeletionCloud = { catalogue: PlanCatalogue; adminScope: TenantScope };

/**
 * `GET /me/deletion-blockers` and `DELETE /me` (cloud edition; 403 `auth.cloud_only` elsewhere).
 * Mounted with the other `/me` routes, behind their console user guard.
 */
export const accountDeletionRoutes = (
  context: Pick<AppContext, 'config' | 'database' | 'databases' | 'bus' | 'events'>,
  cloud: AccountDeletionCloud | undefined,
) => {
  const { config, database, bus, events } = context;
  const dependencies: AccountDeletionDependencies | undefined =
    config.edition === 'cloud' && cloud
      ? {
          db: database.db,
          databases: context.databases,
          adminScope: cloud.adminScope,
          bus,
          view: { endpoint: config.endpoint, catalogue: cloud.catalogue },
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
