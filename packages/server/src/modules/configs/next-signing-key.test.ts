import { defaultTenantId, type OidcKey } from '@tessera/schemas';
import { decodeProtectedHeader } from 'jose';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createManagementToken } from '../../testing/management-token.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { findPrivateKeys, updatePrivateKeys } from './oidc-key-queries.js';

type Jwks = { keys: { kid: string }[] };

describeEachDatabase('delayed signing key rotation (reference RotateOidcKeys rotationGracePeriod)', (server) => {
  let api: ApiClient;
  const rotate = (body: object) => api.post<OidcKey[]>('/configs/oidc/private-keys/rotate', body);
  const signingKeys = async () => (await api.get<OidcKey[]>('/configs/oidc/private-keys')).body;
  const jwksKids = async () => ((await (await fetch(`${server().url}/oidc/jwks`)).json()) as Jwks).keys.map((key) => key.kid);
  const tokenKid = async () => decodeProtectedHeader(await createManagementToken(server())).kid;
  const tenant = () => scopeToTenant(server().context.database.db, defaultTenantId);

  beforeAll(async () => {
    api = await createManagementApiClient(server());
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a grace period that is not a whole number of seconds from 0 to one day', async () => {
    for (const rotationGracePeriod of [-1, 1.5, 86_401, '60']) {
      expectError(await rotate({ rotationGracePeriod }), 400, 'guard.invalid_input', 'rotationGracePeriod');
    }
  });

  it('rotates at once without a grace period or with 0: no Next key, no effectiveAt', async () => {
    const rotated = (await rotate({ signingKeyAlgorithm: 'EC', rotationGracePeriod: 0 })).body;
    api = await createManagementApiClient(server());
    expect(rotated[0]).toMatchObject({ signingKeyAlgorithm: 'EC', status: 'Current' });
    expect(rotated.some((key) => key.status === 'Next' || key.effectiveAt !== undefined)).toBe(false);
  });

  it('adds the new key as Next with its effective time; the current key stays and cannot be replaced by deleting the next one', async () => {
    const before = await signingKeys();
    const currentEc = before.find((key) => key.signingKeyAlgorithm === 'EC' && key.status === 'Current');
    const previousEc = before.find((key) => key.signingKeyAlgorithm === 'EC' && key.status === 'Previous');
    const startedAt = Date.now();
    const response = await rotate({ signingKeyAlgorithm: 'EC', rotationGracePeriod: 600 });
    expect(response.status).toBe(200);
    const next = response.body[0];
    expect(next).toMatchObject({ signingKeyAlgorithm: 'EC', status: 'Next' });
    expect(next?.effectiveAt).toBeGreaterThanOrEqual(startedAt + 600_000);
    expect(next?.effectiveAt).toBeLessThanOrEqual(Date.now() + 600_000);
    const statusOf = (id?: string) => response.body.find((key) => key.id === id)?.status;
    expect(statusOf(currentEc?.id)).toBe('Current');
    // The previous key keeps verifying what it signed until the switch.
    expect(statusOf(previousEc?.id)).toBe('Previous');
    expect(await signingKeys()).toEqual(response.body);
    expectError(await api.delete(`/configs/oidc/private-keys/${next?.id}`), 422, 'oidc.only_previous_key_can_be_deleted');
  });

  it('reads the Next key as Current once its stored effective time has passed, the old current as Previous (no job runs)', async () => {
    const listed = (await rotate({ signingKeyAlgorithm: 'RSA', rotationGracePeriod: 600 })).body;
    const next = listed[0];
    const oldCurrent = listed.find((key) => key.signingKeyAlgorithm === 'RSA' && key.status === 'Current');
    const stored = await findPrivateKeys(tenant());
    const effectiveAt = Date.now() - 1;
    await updatePrivateKeys(
      tenant(),
      stored.map((key) => (key.id === next?.id ? { ...key, effectiveAt } : key)),
    );
    const after = await signingKeys();
    expect(after.find((key) => key.id === next?.id)).toMatchObject({ status: 'Current', effectiveAt });
    expect(after.find((key) => key.id === oldCurrent?.id)?.status).toBe('Previous');
  });

  it('publishes the Next key in the JWKS at once, signs with the current key until the effective time, then with the new key', async () => {
    const rotated = (await rotate({ signingKeyAlgorithm: 'EC', rotationGracePeriod: 60 })).body;
    const next = rotated[0];
    const defaultKey = rotated.find((key) => key.status === 'Current');
    expect(next?.status).toBe('Next');
    expect(await jwksKids()).toContain(next?.id);
    // The tenant signs by default with its first key in effect, never with the next one.
    expect(await tokenKid()).toBe(defaultKey?.id);
    expect(defaultKey?.id).not.toBe(next?.id);

    // Only the clock moves: the cached provider notices the switch on its next use.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime((next?.effectiveAt ?? 0) + 1000);
    expect(await tokenKid()).toBe(next?.id);
    expect(await jwksKids()).toContain(defaultKey?.id);
    const statuses = await (await createManagementApiClient(server())).get<OidcKey[]>('/configs/oidc/private-keys');
    expect(statuses.body.find((key) => key.id === next?.id)?.status).toBe('Current');
  });
});
