import path from 'node:path';
import pg from 'pg';

/**
 * One multi-row statement that writes `count` audit log rows of the default tenant, spread over
 * the last 90 days, with the keys, users and applications a busy tenant has.
 */
export const insertLogsStatement = (count: number) => `
  insert into logs (tenant_id, id, key, user_id, application_id, payload, created_at)
  select 'default',
         lpad(to_hex(n), 21, '0'),
         (array['Interaction.SignIn.Submit', 'ExchangeTokenBy.AuthorizationCode', 'ExchangeTokenBy.RefreshToken', 'ExchangeTokenBy.ClientCredentials'])[1 + n % 4],
         'u' || lpad((n % 100000)::text, 11, '0'),
         'app' || (n % 20),
         jsonb_build_object('result', case when n % 17 = 0 then 'Error' else 'Success' end,
                            'userId', 'u' || lpad((n % 100000)::text, 11, '0'),
                            'applicationId', 'app' || (n % 20),
                            'ip', '127.0.0.1', 'userAgent', 'bench'),
         now() - make_interval(secs => n * (90 * 86400.0 / ${count}))
  from generate_series(1, ${count}) as n;
  insert into log_counts (tenant_id, key, count)
  select tenant_id, key, count(*) from logs group by tenant_id, key
  on conflict (tenant_id, key) do update set count = excluded.count`;

/** Seeds the logs of a PostgreSQL database directly. */
export async function seedLogsOnPostgres(databaseUrl: string, count: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(insertLogsStatement(count));
    await client.query('analyze logs');
  } finally {
    await client.end();
  }
}

/** Seeds the logs of an embedded data dir directly, while no server holds it. */
export async function seedLogsOnEmbedded(dataDir: string, count: number) {
  // The server's own engine package, with the extension its migrations use.
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const engine = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    await engine.exec(insertLogsStatement(count));
    await engine.exec('analyze logs; checkpoint;');
  } finally {
    await engine.close();
  }
}
