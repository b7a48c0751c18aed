import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { insertPasscode } from '../modules/experience/queries.js';
import { describeEachDatabase } from '../testing/test-server.js';
import { scopeToTenant } from './tenant-scope.js';

class RolledBack extends Error {}

describeEachDatabase('statements and transactions', (server) => {
  const scope = () => scopeToTenant(server().context.database.db, 'default');
  const passcode = (id: string) => ({
    id,
    interactionJti: 'jti-dialect',
    type: 'SignIn',
    target: { email: 'dialect@example.com' },
    code: '00',
    expiresAt: new Date(Date.now() + 60_000),
  });
  const ids = async () =>
    (await scope().selectFrom('passcodes').select('id').where('interaction_jti', '=', 'jti-dialect').execute()).map((row) => row.id);

  it('never runs a statement of another request inside an open transaction', async () => {
    let inserted!: () => void;
    const insertedInTransaction = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const transaction = scope().transaction(async (tx) => {
      await insertPasscode(tx, passcode('uncommitted'));
      inserted();
      await finished;
      throw new RolledBack();
    });
    await insertedInTransaction;
    const seenOutside = ids();
    finish();
    await expect(transaction).rejects.toBeInstanceOf(RolledBack);
    expect(await seenOutside).toEqual([]);
  });

  it('answers each of many statements sent at once with its own result', async () => {
    await Promise.all(['a', 'b', 'c'].map(async (id) => insertPasscode(scope(), passcode(`many-${id}`))));
    const answers = await Promise.all(
      ['many-a', 'many-b', 'many-c', 'many-d'].map(async (id) =>
        scope().selectFrom('passcodes').select('id').where('id', '=', id).executeTakeFirst(),
      ),
    );
    expect(answers.map((row) => row?.id)).toEqual(['many-a', 'many-b', 'many-c', undefined]);
  });

  it('opens a transaction with its first statement: its settings hold, a failed first statement rolls it back', async () => {
    const level = await server().context.database.db
      .transaction()
      .setIsolationLevel('serializable')
      .execute(async (trx) => (await sql<{ level: string }>`select current_setting('transaction_isolation') as level`.execute(trx)).rows[0]?.level);
    expect(level).toBe('serializable');

    const failed = scope().transaction(async (tx) => {
      await tx.selectFrom('passcodes').select(sql<number>`1 / 0`.as('never')).execute();
    });
    await expect(failed).rejects.toThrow(/division by zero/);
    // Rolled back, the engine takes the next transaction and statement as usual.
    await scope().transaction(async (tx) => insertPasscode(tx, passcode('after-failure')));
    expect(await ids()).toContain('after-failure');
  });

  it('leaves the database usable after a transaction that ran no statement', async () => {
    const value = await scope().transaction(async () => 'nothing written');
    expect(value).toBe('nothing written');
    await expect(scope().transaction(async () => {
      throw new RolledBack();
    })).rejects.toBeInstanceOf(RolledBack);
    const read = await scope().selectFrom('passcodes').select('id').where('id', '=', 'many-a').executeTakeFirst();
    expect(read?.id).toBe('many-a');
  });
});
