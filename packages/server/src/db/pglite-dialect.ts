import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { EmbeddedEngine } from './embedded-engine.js';

/**
 * Kysely dialect for the embedded PGlite database. PGlite has a single connection and runs
 * statements in the order they reach its thread. A statement outside a transaction is posted at
 * once, without waiting for the one before it to come back, so the engine thread is not left
 * idle while the server thread handles an answer. A transaction holds the engine from `begin`
 * to `commit` or `rollback`: statements of others wait for it, and statements posted before
 * its `begin` run before it. The `begin` itself travels with the transaction's first statement
 * (one trip instead of two); a transaction that runs no statement (its work raised no event
 * webhooks record, say) costs no trip at all.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: EmbeddedEngine) {}

  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

/** Who may post statements now: anyone, or only the connection inside a transaction. */
class EngineTurns {
  /** The connection inside a transaction, and what resolves when it ends. */
  owner: { connection: PGliteConnection; ended: Promise<void> } | undefined;
  #transactions: Promise<void> = Promise.resolve();
  #endOwner: (() => void) | undefined;

  /** Waits for the transactions before it, then holds the engine for `connection`. */
  async take(connection: PGliteConnection) {
    const previous = this.#transactions;
    let end!: () => void;
    const ended = new Promise<void>((resolve) => {
      end = resolve;
    });
    this.#transactions = previous.then(() => ended);
    await previous;
    this.owner = { connection, ended };
    this.#endOwner = end;
  }

  release() {
    const end = this.#endOwner;
    this.owner = undefined;
    this.#endOwner = undefined;
    end?.();
  }
}

class PGliteDriver implements Driver {
  readonly #turns = new EngineTurns();

  constructor(private readonly pglite: EmbeddedEngine) {}

  async init() {
    // The engine is open before the dialect is made (openEmbeddedEngineThread waits for it).
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PGliteConnection(this.pglite, this.#turns);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    await this.#turns.take(connection as PGliteConnection);
    const isolation = settings.isolationLevel
      ? ` isolation level ${settings.isolationLevel}`
      : '';
    (connection as PGliteConnection).beginWithNext(`begin${isolation}`);
  }

  async commitTransaction(connection: DatabaseConnection) {
    await this.#end(connection as PGliteConnection, 'commit');
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await this.#end(connection as PGliteConnection, 'rollback');
  }

  /** Ends the transaction; one whose `begin` never left (no statement ran) has nothing to end. */
  async #end(connection: PGliteConnection, statement: 'commit' | 'rollback') {
    try {
      if (!connection.dropPendingBegin()) {
        await connection.executeQuery(CompiledQuery.raw(statement));
      }
    } finally {
      this.#turns.release();
    }
  }

  async releaseConnection() {
    // Nothing is held outside a transaction.
  }

  async destroy() {
    // Statements already posted are answered before the engine thread handles `close`.
    if (!this.pglite.closed) {
      await this.pglite.close();
    }
  }
}

class PGliteConnection implements DatabaseConnection {
  /** The `begin` of this connection's transaction, until its first statement carries it. */
  #pendingBegin: string | undefined;

  constructor(
    private readonly pglite: EmbeddedEngine,
    private readonly turns: EngineTurns,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    // Checked again after every wait, and the statement posted in the same turn as the last
    // check: no transaction can begin in between.
    while (this.turns.owner && this.turns.owner.connection !== this) {
      await this.turns.owner.ended;
    }
    const begin = this.#pendingBegin;
    this.#pendingBegin = undefined;
    const result = await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters], {
      begin,
      inTransaction: this.turns.owner?.connection === this,
    });
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  /** The transaction begins with the next statement, in the same trip. */
  beginWithNext(begin: string) {
    this.#pendingBegin = begin;
  }

  /** Forgets a `begin` no statement carried yet; true when there was one. */
  dropPendingBegin() {
    const pending = this.#pendingBegin !== undefined;
    this.#pendingBegin = undefined;
    return pending;
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by the embedded database.');
  }
}
