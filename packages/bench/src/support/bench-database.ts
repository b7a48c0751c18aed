import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server runs create their databases on (the URL's own database is only the way in). */
const adminUrl = () => process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** The Redis server runs share; every run's keys carry ids of its own fresh database. */
export const benchRedisUrl = () => process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';

async function onAdmin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Runs `use` with the URL of a new, empty database and drops it afterwards, also on failure. */
export async function withBenchDatabase<T>(use: (databaseUrl: string) => Promise<T>): Promise<T> {
  const name = `tessera_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await onAdmin(`create database ${name}`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  try {
    return await use(url.toString());
  } finally {
    await onAdmin(`drop database if exists ${name} with (force)`);
  }
}
