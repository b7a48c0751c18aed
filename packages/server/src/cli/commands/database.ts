import { seedAll } from '../../bootstrap/seed.js';
import { getMigrationStatus, migrateToLatest } from '../../db/migrate.js';
import { findTenants } from '../../tenancy/tenant-queries.js';
import { print, type CliCommand } from '../command.js';
import { withDatabase } from '../with-database.js';

export const migrate: CliCommand = {
  summary: 'Apply pending database migrations.',
  run: (config) =>
    withDatabase(config, async ({ db }) => {
      const applied = await migrateToLatest(db);
      print(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
    }),
};

export const seed: CliCommand = {
  summary: 'Create the first-start data (tenants default and admin, keys, built-in roles) when missing.',
  run: (config) =>
    withDatabase(config, async ({ db }) => {
      await migrateToLatest(db);
      await seedAll(db);
      print('Seed data is in place.');
    }),
};

export const status: CliCommand = {
  summary: 'Show the database, its migrations and tenants.',
  run: (config) =>
    withDatabase(config, async ({ db, kind, location }) => {
      print(`Edition:  ${config.edition}`);
      print(`Database: ${kind} (${location})`);
      const migrations = await getMigrationStatus(db);
      const pending = migrations.filter((item) => !item.executedAt);
      print(`Migrations: ${migrations.length - pending.length} applied, ${pending.length} pending`);
      for (const item of migrations) {
        const when = item.executedAt ? ` (${item.executedAt.toISOString()})` : '';
        print(`  ${item.executedAt ? '✓' : '·'} ${item.name}${when}`);
      }
      if (pending.length < migrations.length) {
        const tenants = await findTenants(db);
        print(`Tenants: ${tenants.map((tenant) => tenant.id).join(', ') || '(none)'}`);
      }
    }),
};
