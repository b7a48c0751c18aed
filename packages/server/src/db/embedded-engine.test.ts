import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePgliteTemplate } from '../testing/pglite-template.js';
import { isUniqueViolation } from './unique-violation.js';
import { openEmbeddedEngineThread, type EmbeddedEngine } from './embedded-engine.js';

describe('embedded database on its own thread', () => {
  let dir: string;
  let engine: EmbeddedEngine;

  beforeAll(async () => {
    const template = await ensurePgliteTemplate();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-engine-'));
    fs.cpSync(path.join(template, 'pglite'), path.join(dir, 'pglite'), { recursive: true });
    engine = await openEmbeddedEngineThread(path.join(dir, 'pglite'));
    await engine.query('create table things (id text primary key, at timestamptz, data jsonb, raw bytea, n int8)', []);
  });

  afterAll(async () => {
    await engine?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('carries dates, JSON, bytes and parameters across the thread boundary', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    await engine.query('insert into things values ($1, $2, $3, $4, $5)', ['a', at, JSON.stringify({ k: [1, 'x'] }), Buffer.from([0, 255]), 42]);
    const { rows } = await engine.query<{ id: string; at: Date; data: unknown; raw: Uint8Array; n: number }>(
      'select * from things where id = $1',
      ['a'],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.at).toBeInstanceOf(Date);
    expect(rows[0]!.at.toISOString()).toBe(at.toISOString());
    expect(rows[0]!.data).toEqual({ k: [1, 'x'] });
    expect([...rows[0]!.raw]).toEqual([0, 255]);
    expect(Number(rows[0]!.n)).toBe(42);
  });

  it('reports affected rows and keeps the engine’s error codes', async () => {
    await engine.query('insert into things (id) values ($1)', ['b']);
    const duplicate = await engine.query('insert into things (id) values ($1)', ['b']).catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect((duplicate as Error).message).toMatch(/duplicate key/);
    const updated = await engine.query('update things set n = 1 where id in ($1, $2)', ['a', 'b']);
    expect(updated.affectedRows).toBe(2);
  });

  it('answers concurrent queries each with its own result', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => engine.query<{ v: number }>('select $1::int as v', [index])),
    );
    expect(answers.map((answer) => answer.rows[0]!.v)).toEqual(Array.from({ length: 50 }, (_, index) => index));
  });

  it('runs statements posted together in the order they were posted, a failure failing only its own', async () => {
    const [inserted, duplicate, updated, read] = await Promise.allSettled([
      engine.query('insert into things (id, n) values ($1, 1)', ['ordered']),
      engine.query('insert into things (id) values ($1)', ['ordered']),
      engine.query('update things set n = n + 1 where id = $1', ['ordered']),
      engine.query<{ n: number }>('select n from things where id = $1', ['ordered']),
    ]);
    expect(inserted.status).toBe('fulfilled');
    expect(duplicate.status).toBe('rejected');
    expect(updated.status === 'fulfilled' && updated.value.affectedRows).toBe(1);
    expect(read.status === 'fulfilled' && Number(read.value.rows[0]?.n)).toBe(2);
  });

  it('opens a transaction with its first statement, and skips the statement when the begin fails', async () => {
    const opened = await engine.query('insert into things (id) values ($1)', ['in-transaction'], { begin: 'begin isolation level serializable' });
    expect(opened.affectedRows).toBe(1);
    const level = await engine.query<{ level: string }>("select current_setting('transaction_isolation') as level", []);
    expect(level.rows[0]!.level).toBe('serializable');
    await engine.query('rollback', []);
    expect((await engine.query('select id from things where id = $1', ['in-transaction'])).rows).toEqual([]);

    // An array parameter takes the engine's own query: the begin still comes first.
    await engine.query('insert into things (id) select unnest($1::text[])', [['from-array']], { begin: 'begin' });
    await engine.query('rollback', []);
    expect((await engine.query('select id from things where id = $1', ['from-array'])).rows).toEqual([]);

    const refused = engine.query('insert into things (id) values ($1)', ['never'], { begin: 'begin isolation level nonsense' });
    await expect(refused).rejects.toThrow(/syntax error/);
    expect((await engine.query('select id from things where id = $1', ['never'])).rows).toEqual([]);
  });

  it("sends a transaction's statement at once, after the statements queued before it", async () => {
    const queued = engine.query('insert into things (id) values ($1)', ['queued-first']);
    const urgent = engine.query<{ count: number }>('select count(*)::int as count from things where id = $1', ['queued-first'], {
      inTransaction: true,
    });
    await queued;
    expect((await urgent).rows[0]!.count).toBe(1);
  });

  it('refuses queries once closed', async () => {
    const other = await openEmbeddedEngineThread(path.join(dir, 'pglite-second'));
    await other.close();
    expect(other.closed).toBe(true);
    await expect(other.query('select 1', [])).rejects.toThrow(/closed/);
  });
});
