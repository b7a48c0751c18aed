import { z } from 'zod';
import { getMigrationStatus, migrateToLatest } from '../../../db/migrate.js';
import { findTenants } from '../../../tenancy/tenant-queries.js';
import type { CliTask } from './task.js';

const noOptions = z.strictObject({});

export const migrateTask: CliTask = {
  summary: 'Apply pending database migrations.',
  options: noOptions,
  needsPreparedDatabase: false,
  run: async ({ db }) => {
    const applied = await migrateToLatest(db);
    return applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'The database is up to date.';
  },
};

export const seedTask: CliTask = {
  summary:
    'Create the first-start data (tenants default and admin, keys, built-in roles) when missing.',
  options: noOptions,
  needsPreparedDatabase: false,
  run: async ({ db, seed }) => {
    await migrateToLatest(db);
    await seed(db);
    return 'Seed data is in place.';
  },
};

export const statusTask: CliTask = {
  summary: 'Show the database, its migrations and tenants (in cloud, which are suspended).',
  options: noOptions,
  needsPreparedDatabase: false,
  run: async ({ db, database, config, viaServer }) => {
    const lines = [
      `Edition:  ${config.edition}`,
      `Database: ${database.kind} (${database.location})`,
    ];
    if (viaServer) {
      lines.push(`Server:   running (pid ${viaServer.pid}); this command went through it`);
    }
    const migrations = await getMigrationStatus(db);
    const pending = migrations.filter((item) => !item.executedAt);
    lines.push(
      `Migrations: ${migrations.length - pending.length} applied, ${pending.length} pending`,
    );
    for (const item of migrations) {
      const when = item.executedAt ? ` (${item.executedAt.toISOString()})` : '';
      lines.push(`  ${item.executedAt ? '✓' : '·'} ${item.name}${when}`);
    }
    if (pending.length < migrations.length) {
      const tenants = await findTenants(db);
      lines.push(`Tenants: ${tenants.map((tenant) => tenant.id).join(', ') || '(none)'}`);
      // Only the cloud edition suspends tenants (docs/tenant-status.md).
      if (config.edition === 'cloud') {
        const suspended = tenants.filter((tenant) => tenant.is_suspended);
        const since = (date: Date | null) => (date ? ` (since ${date.toISOString()})` : '');
        lines.push(
          `Suspended: ${suspended.map((tenant) => `${tenant.id}${since(tenant.suspended_at)}`).join(', ') || '(none)'}`,
        );
      }
    }
    return lines.join('\n');
  },
};
