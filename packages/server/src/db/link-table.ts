import type { Insertable, SelectQueryBuilder } from 'kysely';
import type { Database, TenantTable } from './schema.js';
import type { TenantScope } from './tenant-scope.js';

type Column<T extends TenantTable> = Exclude<keyof Database[T] & string, 'tenant_id'>;

/** The values of the owner columns that pick one owner's links, e.g. `{ organization_id, user_id }`. */
export type LinkOwner<O extends string> = { readonly [K in O]: string };

/**
 * A row of the link table is exactly owner columns plus the linked column: anything else it
 * requires could not be written here, so such a table is refused by the type checker.
 */
type RowCheck<T extends TenantTable, O extends string, L extends string> =
  Record<O | L, string> extends Omit<Insertable<Database[T]>, 'tenant_id'>
    ? []
    : ['a row of this table needs more than its owner and linked columns'];

/**
 * The queries of a link table (a relation between an owner and the rows it links to): list the
 * linked ids, add many links, replace the set, remove all links but some, remove one. The owner
 * may span several columns, as an organization member's roles do (`organization_id`, `user_id`).
 * One table read from either side (a user's roles, a role's users) is two link tables.
 */
export type LinkTable<T extends TenantTable, O extends Column<T>, L extends Column<T>> = {
  /** The linked ids of one owner, as a subquery (`where('id', 'in', …)`). */
  linkedIds(
    scope: TenantScope,
    owner: LinkOwner<O>,
  ): SelectQueryBuilder<Database, T, Record<L, string>>;
  /** The linked ids of one owner; with `among`, only those in it (an empty list reads nothing). */
  findLinkedIds(
    scope: TenantScope,
    owner: LinkOwner<O>,
    among?: readonly string[],
  ): Promise<string[]>;
  /** Links each owner to each id; links that exist already stay as they are. */
  insertLinks(
    scope: TenantScope,
    owners: readonly LinkOwner<O>[],
    linkedIds: readonly string[],
  ): Promise<void>;
  /** Links the owner to exactly these ids, in one transaction: the others go, the missing come. */
  replaceLinks(
    scope: TenantScope,
    owner: LinkOwner<O>,
    linkedIds: readonly string[],
  ): Promise<void>;
  /** Removes every link of the owner whose linked id is not in `keep`. */
  deleteLinksExcept(
    scope: TenantScope,
    owner: LinkOwner<O>,
    keep: readonly string[],
  ): Promise<void>;
  /** Removes one link; the number of rows removed (0 or 1). */
  deleteLink(scope: TenantScope, owner: LinkOwner<O>, linkedId: string): Promise<number>;
};

/**
 * The queries of `table`, whose rows link the owner (`ownerColumns`) to `linkedColumn`. Every
 * statement goes through the tenant scope. Kysely cannot type a column reference generic over the
 * table, so the column names are checked here against the table's type and the casts stay inside.
 */
export const linkTable = <T extends TenantTable, O extends Column<T>, L extends Column<T>>(
  table: T,
  ownerColumns: readonly O[],
  linkedColumn: L,
  ..._rowCheck: RowCheck<T, O, L>
): LinkTable<T, O, L> => {
  const ref = (column: string) => column as never;
  const value = (id: string | readonly string[]) => id as never;

  const select = (scope: TenantScope, owner: LinkOwner<O>) =>
    ownerColumns.reduce(
      (query, column) => query.where(ref(column), '=', value(owner[column])),
      scope.selectFrom(table as TenantTable).select(ref(linkedColumn)),
    );
  const remove = (scope: TenantScope, owner: LinkOwner<O>) =>
    ownerColumns.reduce(
      (query, column) => query.where(ref(column), '=', value(owner[column])),
      scope.deleteFrom(table as TenantTable),
    );

  const insertLinks: LinkTable<T, O, L>['insertLinks'] = async (scope, owners, linkedIds) => {
    const rows = owners.flatMap((owner) =>
      linkedIds.map((linkedId) => ({ ...owner, [linkedColumn]: linkedId })),
    );
    if (rows.length > 0) {
      await scope
        .insertInto(table as TenantTable, rows as never)
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
  };
  const deleteLinksExcept: LinkTable<T, O, L>['deleteLinksExcept'] = async (scope, owner, keep) => {
    let removal = remove(scope, owner);
    if (keep.length > 0) {
      removal = removal.where(ref(linkedColumn), 'not in', value(keep));
    }
    await removal.execute();
  };

  return {
    linkedIds: (scope, owner) => select(scope, owner) as never,
    findLinkedIds: async (scope, owner, among) => {
      if (among?.length === 0) {
        return [];
      }
      const query = among
        ? select(scope, owner).where(ref(linkedColumn), 'in', value(among))
        : select(scope, owner);
      const rows = (await query.execute()) as Record<string, string>[];
      return rows.map((row) => row[linkedColumn] as string);
    },
    insertLinks,
    replaceLinks: (scope, owner, linkedIds) =>
      scope.transaction(async (inTransaction) => {
        await deleteLinksExcept(inTransaction, owner, linkedIds);
        await insertLinks(inTransaction, [owner], linkedIds);
      }),
    deleteLinksExcept,
    deleteLink: async (scope, owner, linkedId) => {
      const result = await remove(scope, owner)
        .where(ref(linkedColumn), '=', value(linkedId))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
};
