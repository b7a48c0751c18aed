import type { AdapterPayload } from 'oidc-provider';
import { expect, it } from 'vitest';
import { toJson } from '../db/json.js';
import { describeEachDatabase } from '../testing/test-server.js';
import { createAdapterClass } from './adapter.js';
import { shareReadsOf } from './shared-reads.js';

describeEachDatabase('refresh token reads shared within a request', (server) => {
  let current: object | undefined;
  const adapterOf = (modelName: string) => {
    const scope = server().context.tenantScope('default');
    const Adapter = createAdapterClass(scope, async () => undefined, undefined, () => current);
    return new Adapter(modelName);
  };
  /** Changes the stored payload behind the adapter's back: a read from the database sees it. */
  const rewrite = (id: string, payload: AdapterPayload) =>
    server()
      .context.database.db.updateTable('oidc_model_instances')
      .set({ payload: toJson(payload) })
      .where('tenant_id', '=', 'default')
      .where('model_name', '=', 'RefreshToken')
      .where('id', '=', id)
      .execute();

  it('serves the next read of the same token in the same request once, then reads the database', async () => {
    const tokens = adapterOf('RefreshToken');
    await tokens.upsert('shared-1', { accountId: 'first' }, 60);
    const request = {};
    current = request;
    shareReadsOf(request, 'RefreshToken');
    expect(await tokens.find('shared-1')).toMatchObject({ accountId: 'first' });
    await rewrite('shared-1', { accountId: 'second' });
    // The request's second read takes what its first read found.
    expect(await tokens.find('shared-1')).toMatchObject({ accountId: 'first' });
    // A third read asks the database again.
    expect(await tokens.find('shared-1')).toMatchObject({ accountId: 'second' });
  });

  it('shares nothing with other requests, other models, or after a write of the token', async () => {
    const tokens = adapterOf('RefreshToken');
    const grants = adapterOf('Grant');
    await tokens.upsert('shared-2', { accountId: 'first' }, 60);
    await grants.upsert('shared-2', { accountId: 'grant' }, 60);
    const request = {};
    current = request;
    shareReadsOf(request, 'RefreshToken');
    await tokens.find('shared-2');
    await grants.find('shared-2');

    // Another request reads the database.
    await rewrite('shared-2', { accountId: 'second' });
    current = {};
    expect(await tokens.find('shared-2')).toMatchObject({ accountId: 'second' });

    // The same request, after consuming the token, reads the database too.
    current = request;
    await tokens.consume('shared-2');
    const consumed = await tokens.find('shared-2');
    expect(consumed).toMatchObject({ accountId: 'second' });
    expect(consumed?.consumed).toEqual(expect.any(Number));

    // Grants were not asked to be shared: read from the database each time.
    await server()
      .context.database.db.updateTable('oidc_model_instances')
      .set({ payload: toJson({ accountId: 'grant changed' }) })
      .where('tenant_id', '=', 'default')
      .where('model_name', '=', 'Grant')
      .where('id', '=', 'shared-2')
      .execute();
    expect(await grants.find('shared-2')).toMatchObject({ accountId: 'grant changed' });
  });
});
