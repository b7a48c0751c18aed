import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/database.js';
import { DataDirError } from './db/data-dir.js';
import { getMigrationStatus, migrateToLatest, MigrationError } from './db/migrate.js';
import { seedAll } from './bootstrap/seed.js';
import { findTenants } from './modules/tenants/queries.js';

type Command = {
  summary: string;
  run: (config: Config, args: string[]) => Promise<void>;
};

const print = (line = '') => process.stdout.write(`${line}\n`);

const withDatabase = async <T>(
  config: Config,
  work: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>,
) => {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
};

const commands: Record<string, Command> = {
  migrate: {
    summary: 'Apply pending database migrations.',
    run: (config) =>
      withDatabase(config, async ({ db }) => {
        const applied = await migrateToLatest(db);
        print(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
      }),
  },
  seed: {
    summary: 'Create the first-start data (tenants default and admin) when missing.',
    run: (config) =>
      withDatabase(config, async ({ db }) => {
        await migrateToLatest(db);
        await seedAll(db);
        print('Seed data is in place.');
      }),
  },
  status: {
    summary: 'Show the database, its migrations and tenants.',
    run: (config) =>
      withDatabase(config, async ({ db, kind, location }) => {
        print(`Edition:  ${config.edition}`);
        print(`Database: ${kind} (${location})`);
        const migrations = await getMigrationStatus(db);
        const pending = migrations.filter((item) => !item.executedAt);
        print(`Migrations: ${migrations.length - pending.length} applied, ${pending.length} pending`);
        for (const item of migrations) {
          print(`  ${item.executedAt ? '✓' : '·'} ${item.name}${item.executedAt ? ` (${item.executedAt.toISOString()})` : ''}`);
        }
        if (pending.length < migrations.length) {
          const tenants = await findTenants(db);
          print(`Tenants: ${tenants.map((tenant) => tenant.id).join(', ') || '(none)'}`);
        }
      }),
  },
};

const help = () => {
  print('Usage: npm run cli -- <command> [options]');
  print();
  print('Commands:');
  for (const [name, command] of Object.entries(commands)) {
    print(`  ${name.padEnd(14)} ${command.summary}`);
  }
  print();
  print('The environment configures the database: DATABASE_URL, or DATA_DIR for the embedded one.');
};

const [name, ...args] = process.argv.slice(2);
if (!name || name === '--help' || name === '-h' || name === 'help') {
  help();
  process.exit(name ? 0 : 1);
}
const command = commands[name];
if (!command) {
  process.stderr.write(`Unknown command "${name}".\n\n`);
  help();
  process.exit(1);
}
if (args.includes('--help')) {
  print(`${name}: ${command.summary}`);
  process.exit(0);
}
try {
  await command.run(loadConfig(), args);
} catch (error) {
  const known =
    error instanceof ConfigError || error instanceof DataDirError || error instanceof MigrationError;
  process.stderr.write(`${known ? (error as Error).message : String(error)}\n`);
  process.exit(1);
}
