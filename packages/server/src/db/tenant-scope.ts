import { sql } from 'kysely';
import type {
  AliasedSelectQueryBuilder,
  DeleteQueryBuilder,
  DeleteResult,
  Insertable,
  InsertQueryBuilder,
  InsertResult,
  Kysely,
  SelectQueryBuilder,
  UpdateQueryBuilder,
  UpdateResult,
} from 'kysely';
import type { TenantReads } from '../cache/tenant-reads.js';
import type { DomainEvent, DomainEventCatalogue, DomainEventName } from '../events/domain-events.js';
import type { Database, TenantTable } from './schema.js';

type WithoutTenant<T extends TenantTable> = Omit<Insertable<Database[T]>, 'tenant_id'>;

/**
 * The only way queries reach tenant-owned tables: every statement it builds is already
 * filtered by (or stamped with) the tenant id, so a handler cannot forget it. It is also the
 * unit of work: writes of several statements run in `transaction`, and the domain events a
 * service raises are delivered only once the writes behind them are committed.
 */
export type TenantScope = {
  readonly tenantId: string;
  selectFrom<T extends TenantTable>(table: T): SelectQueryBuilder<Database, T, object>;
  insertInto<T extends TenantTable>(
    table: T,
    values: WithoutTenant<T> | readonly WithoutTenant<T>[],
  ): InsertQueryBuilder<Database, T, InsertResult>;
  updateTable<T extends TenantTable>(table: T): UpdateQueryBuilder<Database, T, T, UpdateResult>;
  deleteFrom<T extends TenantTable>(table: T): DeleteQueryBuilder<Database, T, DeleteResult>;
  /**
   * Runs `work` in one transaction with a scope bound to it; inside a transaction already, it
   * joins it. Use only the scope it hands you: the embedded database has one connection, and a
   * statement through an outer scope would wait for the transaction forever.
   */
  transaction<T>(work: (scope: TenantScope) => Promise<T>): Promise<T>;
  /**
   * Selects from a derived table built with this scope's own queries (already tenant-filtered),
   * e.g. a ranking with a window function; a table name cannot be passed here.
   */
  selectFromDerived<O, A extends string>(
    query: AliasedSelectQueryBuilder<O, A>,
  ): SelectQueryBuilder<Database & { [K in A]: O }, A, object>;
  /**
   * Inside a transaction: waits for, then holds until commit, a lock named `key` in this tenant,
   * serialising a check-then-write across requests, processes and instances.
   */
  lockForTransaction(key: string): Promise<void>;
  /**
   * A value `load` derives from this tenant's data, shared between requests until a change of it
   * is announced (`{ kind: 'tenant-read', name }` on the invalidation bus). Inside a transaction,
   * and for scopes of no running server, `load` reads afresh: a check-then-write must see the
   * row as it is. The value is frozen.
   */
  cached<T>(name: string, load: (scope: TenantScope) => Promise<T>): Promise<T>;
  /**
   * Raises a domain event: delivered after the surrounding transaction commits, at once outside
   * one. Inside a transaction, the events webhooks subscribe to are written to their outbox just
   * before the commit; outside one, the outbox writes them in a transaction of their own before
   * the write answers (docs/webhooks.md).
   */
  emit<N extends DomainEventName>(name: N, data: DomainEventCatalogue[N]): void;
};

/** Where committed events go; the composition root passes the event bus's `deliver`. */
export type DeliverEvents = (events: readonly DomainEvent[]) => void;

const dropEvents: DeliverEvents = () => undefined;

/**
 * Writes the events that must survive a crash (those webhooks subscribe to) inside the
 * transaction that raised them, just before it commits; the composition root passes it.
 */
export type EventOutbox = (scope: TenantScope, events: readonly DomainEvent[]) => Promise<void>;

/**
 * A scope of one tenant. Without `deliver` (command-line tools, test set-up) events go nowhere:
 * no running server has caches to drop; without `reads`, `cached` always reads afresh.
 */
export function scopeToTenant(
  db: Kysely<Database>,
  tenantId: string,
  deliver: DeliverEvents = dropEvents,
  reads?: TenantReads,
  writeOutbox?: EventOutbox,
): TenantScope {
  return bindScope(db, tenantId, { deliver, writeOutbox }, undefined, reads);
}

type Sinks = { deliver: DeliverEvents; writeOutbox: EventOutbox | undefined };

/** `outbox` is set inside a transaction: events wait there for the commit. */
function bindScope(
  db: Kysely<Database>,
  tenantId: string,
  sinks: Sinks,
  outbox: DomainEvent[] | undefined,
  reads: TenantReads | undefined,
): TenantScope {
  const { deliver, writeOutbox } = sinks;
  // Kysely cannot type a column reference generic over the table; the casts stay in here.
  const column = (table: TenantTable) => `${table}.tenant_id` as never;
  const scope: TenantScope = {
    tenantId,
    selectFrom: (table) =>
      db.selectFrom(table as TenantTable).where(column(table), '=', tenantId as never) as never,
    insertInto: (table, values) => {
      const rows = (Array.isArray(values) ? values : [values]).map((row) => ({
        ...(row as object),
        tenant_id: tenantId,
      }));
      return db.insertInto(table as TenantTable).values(rows as never) as never;
    },
    updateTable: (table) =>
      db.updateTable(table as TenantTable).where(column(table), '=', tenantId as never) as never,
    deleteFrom: (table) =>
      db.deleteFrom(table as TenantTable).where(column(table), '=', tenantId as never) as never,
    selectFromDerived: (query) => db.selectFrom(query as never) as never,
    lockForTransaction: async (key) => {
      if (!outbox) {
        throw new Error('lockForTransaction needs a transaction: the lock would be released at once');
      }
      await sql`select pg_advisory_xact_lock(hashtext(${`${tenantId}:${key}`}))`.execute(db);
    },
    transaction: async (work) => {
      if (outbox) {
        return work(scope);
      }
      const pending: DomainEvent[] = [];
      const result = await db.transaction().execute(async (trx) => {
        const inner = bindScope(trx, tenantId, sinks, pending, undefined);
        const value = await work(inner);
        if (writeOutbox && pending.length > 0) {
          await writeOutbox(inner, pending);
        }
        return value;
      });
      deliver(pending);
      return result;
    },
    cached: (name, load) => (reads && !outbox ? reads.read(tenantId, name, () => load(scope)) : load(scope)),
    emit: (name, data) => {
      const event = { name, tenantId, data } as DomainEvent;
      if (outbox) {
        outbox.push(event);
      } else {
        deliver([event]);
      }
    },
  };
  return scope;
}
