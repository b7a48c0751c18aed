import type { Kysely } from 'kysely';
import type { TenantResponse, TenantRole } from '@tessera/schemas';
import type { Database } from '../../db/schema.js';
import { scopeToTenant, type TenantScope } from '../../db/tenant-scope.js';
import { findTenantsByIds, type TenantRow } from '../../tenancy/tenant-queries.js';
import { countActiveUsersBetween } from '../dashboard/queries.js';
import { dayOf } from '../dashboard/days.js';
import { findTenantRolesOfUser } from './membership.js';
import { currentPeriod, toTenantResponse } from './responses.js';

/** A tenant as the member sees it, with the users active in the current period. */
export async function describeTenant(
  db: Kysely<Database>,
  row: TenantRow,
  role: TenantRole,
  endpoint: string,
): Promise<TenantResponse> {
  const period = currentPeriod();
  const lastDay = dayOf(new Date(period.end.getTime() - 1));
  const activeUsers = await countActiveUsersBetween(scopeToTenant(db, row.id), dayOf(period.start), lastDay);
  return toTenantResponse(row, role, { endpoint, activeUsers });
}

/** The tenants a console user is a member of, oldest first, each with their role. */
export async function findMemberTenants(
  db: Kysely<Database>,
  adminScope: TenantScope,
  userId: string,
  endpoint: string,
): Promise<TenantResponse[]> {
  const roles = await findTenantRolesOfUser(adminScope, userId);
  const rows = await findTenantsByIds(db, [...roles.keys()]);
  return Promise.all(
    rows.flatMap((row) => {
      const role = roles.get(row.id);
      return role ? [describeTenant(db, row, role, endpoint)] : [];
    }),
  );
}
