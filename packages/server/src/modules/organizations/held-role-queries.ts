import type { TenantScope } from '../../db/tenant-scope.js';

/** The link tables through which members and applications hold organization roles, by holder column. */
const heldRoleTables = {
  user_id: 'organization_role_user_relations',
  application_id: 'organization_role_application_relations',
} as const;

type Holder = keyof typeof heldRoleTables;
type HeldRoleColumn<H extends Holder> = 'organization_id' | H;

/**
 * `{ [keyedBy], id, name }` of the organization roles held through `holder`'s links, by role
 * name. `where` picks the links: a column equal to a value, or to any of a list (an empty list
 * reads nothing).
 */
export const findHeldOrganizationRoles = async <H extends Holder, K extends HeldRoleColumn<H>>(
  scope: TenantScope,
  holder: H,
  keyedBy: K,
  where: Partial<Record<HeldRoleColumn<H>, string | readonly string[]>>,
): Promise<(Record<K, string> & { id: string; name: string })[]> => {
  const conditions = Object.entries(where) as [string, string | readonly string[]][];
  if (conditions.some(([, value]) => typeof value !== 'string' && value.length === 0)) {
    return [];
  }
  const table: (typeof heldRoleTables)[Holder] = heldRoleTables[holder];
  // Kysely cannot type a column of a table picked at run time; both tables have these columns.
  const column = (name: string) => `${table}.${name}` as never;
  const joined = scope
    .selectFrom(table)
    .innerJoin('organization_roles', (join) =>
      join
        .onRef('organization_roles.id', '=', column('organization_role_id'))
        .onRef('organization_roles.tenant_id', '=', column('tenant_id')),
    )
    .select([column(keyedBy), 'organization_roles.id', 'organization_roles.name']);
  const filtered = conditions.reduce(
    (query, [name, value]) =>
      query.where(column(name), typeof value === 'string' ? '=' : 'in', value as never),
    joined,
  );
  return filtered
    .orderBy('organization_roles.name')
    .$castTo<Record<K, string> & { id: string; name: string }>()
    .execute();
};
