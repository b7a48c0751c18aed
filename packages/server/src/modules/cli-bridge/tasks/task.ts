import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Config } from '../../../config.js';
import type { DatabaseKind } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import type { TenantScope } from '../../../db/tenant-scope.js';
import type { Logger } from '../../../logger.js';
import type { SecretVault } from '../../../utils/secret-vault.js';

/**
 * What a task needs; the CLI builds it from its own databases, the server from its context. `db`
 * is the home database.
 */
export type TaskDeps = {
  db: Kysely<Database>;
  database: { kind: DatabaseKind; location: string };
  config: Pick<Config, 'edition' | 'endpoint'>;
  vault: SecretVault;
  /**
   * A scope of one tenant in the database holding its rows (its region's, when the region has a
   * database of its own); in the server its writes raise domain events.
   */
  scopeOf: (tenantId: string) => Promise<TenantScope>;
  /** The database holding a tenant's rows, as `scopeOf` picks it. */
  databaseOf: (tenantId: string) => Promise<Kysely<Database>>;
  /** A scope of one tenant in the home database: the built-in tenants and the tenant directory. */
  tenantScope: (tenantId: string) => TenantScope;
  /** The first-start data (lives in the composition root, so it is handed in). */
  seed: (db: Kysely<Database>) => Promise<void>;
  logger: Logger;
  /** Set when the task runs inside a running server for a CLI process. */
  viaServer?: { pid: number };
};

export type CliOptions = Record<string, string | undefined>;

/**
 * One CLI command whose work touches the database. It runs in the CLI process when the database is
 * free, or inside the running server that holds the embedded database (see routes.ts).
 */
export type CliTask = {
  summary: string;
  usage?: string;
  /** The `--name value` options, all strings; rules beyond that live in `run`. */
  options: z.ZodObject<Record<string, z.ZodOptional<z.ZodString>>, z.core.$strict>;
  /** Migrate and seed first when run on the CLI's own connection (a running server has done it). */
  needsPreparedDatabase: boolean;
  /** Returns the text the CLI prints. */
  run: (deps: TaskDeps, options: CliOptions) => Promise<string>;
};

/** A failure the user can fix; its message is printed as it is. */
export class CliTaskError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliTaskError';
  }
}
