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
import type {
  DomainEvent,
  DomainEventCatalogue,
  DomainEventName,
  EventRequest,
  ImmediateEventName,
} from '../events/domain-events.js';
import type { Database, TenantTable } from './schema.js';

type WithoutTenant<T extends TenantTable> = Omit<Insertable<Database[T]>, 'tenant_id'>;

/** The SQL types a column can be read as from a JSON row (`insertJsonRows`). */
const jsonColumnTypes = ['text', 'jsonb', 'timestamptz', 'integer', 'bigint', 'boolean'] as const;
export type JsonColumnType = (typeof jsonColumnTypes)[number];

/**
 * The columns `insertJsonRows` writes, each with the SQL type its JSON value is read as. The
 * tenant's column is not one of them: the scope writes it.
 */
export type JsonColumns<T extends TenantTable, K extends keyof WithoutTenant<T>> = { readonly [C in K]: JsonColumnType };

/** What every scope offers, in a transaction or not. */
type ScopeQueries = {
  readonly tenantId: string;
  /** The Management API call this scope serves, if any; events it raises in a transaction carry it. */
  readonly request?: EventRequest;
  selectFrom<T extends TenantTable>(table: T): SelectQueryBuilder<Database, T, object>;
  insertInto<T extends TenantTable>(
    table: T,
    values: WithoutTenant<T> | readonly WithoutTenant<T>[],
  ): InsertQueryBuilder<Database, T, InsertResult>;
  /**
   * Inserts many rows as one JSON parameter (`jsonb_to_recordset`) instead of one parameter per
   * value: a batch of thousands of values costs one string to send, not thousands to bind. Only
   * the columns named in `columns` are read from the rows, and the tenant id is the scope's, so a
   * row cannot name another tenant. A jsonb column's value may be JSON text or a value.
   */
  insertJsonRows<T extends TenantTable, K extends keyof WithoutTenant<T> & string>(
    table: T,
    columns: JsonColumns<T, K>,
    rows: readonly Pick<WithoutTenant<T>, K>[],
  ): InsertQueryBuilder<Database, T, InsertResult>;
  updateTable<T extends TenantTable>(table: T): UpdateQueryBuilder<Database, T, T, UpdateResult>;
  deleteFrom<T extends TenantTable>(table: T): DeleteQueryBuilder<Database, T, DeleteResult>;
  /**
   * Runs `work` in one transaction with a scope bound to it; inside a transaction already, it
   * joins it. Use only the scope it hands you: the embedded database has one connection, and a
   * statement through an outer scope would wait for the transaction forever.
   */
  transaction<T>(work: (scope: TransactionScope) => Promise<T>): Promise<T>;
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
  /** The same tenant, serving `request`: events raised through it say which call caused them. */
  forRequest(request: EventRequest): TenantScope;
};

/**
 * The only way queries reach tenant-owned tables: every statement it builds is already
 * filtered by (or stamped with) the tenant id, so a handler cannot forget it. It is also the
 * unit of work: writes of several statements run in `transaction`, and the domain events a
 * service raises are delivered only once the writes behind them are committed.
 */
export type TenantScope = ScopeQueries & {
  /**
   * Raises a domain event outside a transaction: delivered to the event bus at once. Only events
   * nothing records may be raised here; a transactional event (one webhooks subscribe to, see
   * TransactionalEventCatalogue) must be raised on the scope `transaction` hands out, in the
   * transaction of its change. The type refuses it; a cast that slips one through throws.
   */
  emit<N extends ImmediateEventName>(name: N, data: DomainEventCatalogue[N]): void;
};

/**
 * The scope `transaction` hands out. Its events are delivered after the commit; those webhooks
 * subscribe to are written to their outbox just before it, in the same transaction
 * (docs/webhooks.md).
 */
export type TransactionScope = ScopeQueries & {
  readonly inTransaction: true;
  emit<N extends DomainEventName>(name: N, data: DomainEventCatalogue[N]): void;
};

/** Where committed events go; the composition root passes the event bus's `deliver`. */
export type DeliverEvents = (events: readonly DomainEvent[]) => void;

const dropEvents: DeliverEvents = () => undefined;

/**
 * Writes the events that must survive a crash (those webhooks subscribe to) inside the
 * transaction that raised them, just before it commits; the composition root passes it.
 */
export type EventOutbox = {
  write: (scope: TransactionScope, events: readonly DomainEvent[]) => Promise<void>;
  /** Whether it records events of this name: those must not be raised outside a transaction. */
  records: (name: DomainEventName) => boolean;
};

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
  const scope = bindScope(db, tenantId, { sinks: { deliver, writeOutbox }, reads, request: undefined, pending: undefined });
  return scope as TenantScope;
}

type Sinks = { deliver: DeliverEvents; writeOutbox: EventOutbox | undefined };

type Binding = {
  sinks: Sinks;
  reads: TenantReads | undefined;
  request: EventRequest | undefined;
  /** Set inside a transaction: events wait there for the commit. */
  pending: DomainEvent[] | undefined;
};

function bindScope(db: Kysely<Database>, tenantId: string, binding: Binding): TransactionScope {
  const { sinks, reads, request, pending } = binding;
  // Kysely cannot type a column reference generic over the table; the casts stay in here.
  const column = (table: TenantTable) => `${table}.tenant_id` as never;
  const scope: TransactionScope = {
    tenantId,
    request,
    // Only the type tells the two apart; the flag is true of transaction scopes alone.
    inTransaction: (pending !== undefined) as true,
    selectFrom: (table) =>
      db.selectFrom(table as TenantTable).where(column(table), '=', tenantId as never) as never,
    insertInto: (table, values) => {
      const rows = (Array.isArray(values) ? values : [values]).map((row) => ({
        ...(row as object),
        tenant_id: tenantId,
      }));
      return db.insertInto(table as TenantTable).values(rows as never) as never;
    },
    insertJsonRows: (table, columns, rows) => {
      const names = Object.keys(columns) as (keyof typeof columns & string)[];
      // JSON text read as text, then cast: a jsonb column's value may be written either way.
      const declared = names.map((name) => {
        const type = columns[name];
        if (!jsonColumnTypes.includes(type)) {
          throw new Error(`insertJsonRows: ${type} is not a column type`);
        }
        return sql`${sql.id(name)} ${sql.raw(type === 'jsonb' ? 'text' : type)}`;
      });
      const read = names.map((name) =>
        columns[name] === 'jsonb' ? sql`${sql.ref(`x.${name}`)}::jsonb` : sql.ref(`x.${name}`),
      );
      const json = JSON.stringify(rows);
      return db
        .insertInto(table as TenantTable)
        .columns(['tenant_id', ...names] as never)
        .expression(
          sql`select ${tenantId}, ${sql.join(read)} from jsonb_to_recordset(${json}::jsonb) as x(${sql.join(declared)})` as never,
        ) as never;
    },
    updateTable: (table) =>
      db.updateTable(table as TenantTable).where(column(table), '=', tenantId as never) as never,
    deleteFrom: (table) =>
      db.deleteFrom(table as TenantTable).where(column(table), '=', tenantId as never) as never,
    selectFromDerived: (query) => db.selectFrom(query as never) as never,
    lockForTransaction: async (key) => {
      if (!pending) {
        throw new Error('lockForTransaction needs a transaction: the lock would be released at once');
      }
      await sql`select pg_advisory_xact_lock(hashtext(${`${tenantId}:${key}`}))`.execute(db);
    },
    transaction: async (work) => {
      if (pending) {
        return work(scope);
      }
      const raised: DomainEvent[] = [];
      const result = await db.transaction().execute(async (trx) => {
        const inner = bindScope(trx, tenantId, { sinks, reads: undefined, request, pending: raised });
        const value = await work(inner);
        if (sinks.writeOutbox && raised.length > 0) {
          await sinks.writeOutbox.write(inner, raised);
        }
        return value;
      });
      sinks.deliver(raised);
      return result;
    },
    cached: (name, load) => (reads && !pending ? reads.read(tenantId, name, () => load(scope)) : load(scope)),
    forRequest: (next) => bindScope(db, tenantId, { ...binding, request: next }) as TenantScope,
    emit: (name, data) => {
      if (pending) {
        // Only events of a transaction can reach an outbox: they alone carry the call.
        pending.push((request ? { name, tenantId, data, request } : { name, tenantId, data }) as DomainEvent);
        return;
      }
      if (sinks.writeOutbox?.records(name)) {
        // Its change is committed already; the outbox row would not be in its transaction.
        throw new Error(`${name} must be raised inside scope.transaction: webhooks record it with its change`);
      }
      sinks.deliver([{ name, tenantId, data } as DomainEvent]);
    },
  };
  return scope;
}
