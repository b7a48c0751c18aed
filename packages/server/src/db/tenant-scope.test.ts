import { adminTenantId, defaultTenantId } from '@tessera/schemas';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/test-server.js';
import { generateId } from '../utils/id.js';
import { scopeToTenant, type JsonColumns } from './tenant-scope.js';

const logColumns: JsonColumns<'logs', 'id' | 'key' | 'user_id' | 'application_id' | 'payload' | 'created_at'> = {
  id: 'text',
  key: 'text',
  user_id: 'text',
  application_id: 'text',
  payload: 'jsonb',
  created_at: 'timestamptz',
};

describeEachDatabase('rows inserted as one JSON parameter', (server) => {
  it('stores every value as it was given, JSON text and JSON values alike', async () => {
    const scope = scopeToTenant(server().context.database.db, defaultTenantId);
    const at = new Date('2025-03-04T05:06:07.891Z');
    const [text, value] = [generateId(), generateId()];
    await scope
      .insertJsonRows('logs', logColumns, [
        { id: text, key: 'Json.Text', user_id: 'u1', application_id: null, payload: '{"quote":"a \\"b\\"","n":1}', created_at: at },
        // A jsonb column also takes the value itself; the type only offers JSON text.
        { id: value, key: 'Json.Value', user_id: null, application_id: 'a1', payload: { list: [1, 'ü'] } as never, created_at: at },
      ])
      .execute();
    const rows = await scope
      .selectFrom('logs')
      .select(['id', 'key', 'user_id', 'application_id', 'payload', 'created_at'])
      .where('id', 'in', [text, value])
      .orderBy('key')
      .execute();
    expect(rows).toEqual([
      { id: text, key: 'Json.Text', user_id: 'u1', application_id: null, payload: { quote: 'a "b"', n: 1 }, created_at: at },
      { id: value, key: 'Json.Value', user_id: null, application_id: 'a1', payload: { list: [1, 'ü'] }, created_at: at },
    ]);
  });

  it('writes the scope’s tenant, whatever tenant a row names', async () => {
    const { db } = server().context.database;
    const scope = scopeToTenant(db, defaultTenantId);
    const id = generateId();
    const row = { id, key: 'Json.Smuggled', user_id: null, application_id: null, payload: '{}', created_at: new Date(), tenant_id: adminTenantId };
    await scope.insertJsonRows('logs', logColumns, [row]).execute();
    const other = await scopeToTenant(db, adminTenantId).selectFrom('logs').select('id').where('id', '=', id).execute();
    expect(other).toEqual([]);
    const own = await scope.selectFrom('logs').select('id').where('id', '=', id).execute();
    expect(own).toEqual([{ id }]);
  });

  it('refuses a column type it does not know, before any SQL is built from it', () => {
    const scope = scopeToTenant(server().context.database.db, defaultTenantId);
    const columns = { ...logColumns, key: 'text); drop table logs; --' } as never;
    expect(() => scope.insertJsonRows('logs', columns, [])).toThrow(/not a column type/);
  });
});
