import { defaultTenantId, type CreatedUserMfaVerification, type TrustedDevice, type UserMfaVerification } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import type { TenantScope } from '../../db/tenant-scope.js';
import { createManagementApiClient, type ApiClient } from '../../testing/api-client.js';
import { expectError } from '../../testing/expect-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { insertTestUser } from '../../testing/test-users.js';
import { checkTotpCode, totpCodeAt } from '../mfa/totp.js';
import { trustDevice } from '../mfa/trusted-devices.js';
import { useBackupCode, useTotpCode } from '../mfa/user-factors.js';
import { findUserById } from './queries.js';

describeEachDatabase('users API: giving MFA factors and trusted devices', (server) => {
  let api: ApiClient;
  let home: TenantScope;

  beforeAll(async () => {
    api = await createManagementApiClient(server());
    home = server().context.tenantScope(defaultTenantId);
  });

  const createFactor = (userId: string, body: object) =>
    api.post<CreatedUserMfaVerification>(`/users/${userId}/mfa-verifications`, body);

  it('creates a TOTP secret whose codes check, answers its QR code, and keeps only the encrypted secret', async () => {
    const user = await insertTestUser(home);
    const created = await createFactor(user.id, { type: 'Totp' });
    expect(created.status).toBe(200);
    const totp = created.body as Extract<CreatedUserMfaVerification, { type: 'Totp' }>;
    expect(totp.type).toBe('Totp');
    expect(totp.secretQrCode).toMatch(/^data:image\/png;base64,/);
    expect(checkTotpCode({ secret: totp.secret, code: totpCodeAt(totp.secret) }).valid).toBe(true);
    expect(JSON.stringify((await findUserById(home, user.id))?.mfa_verifications)).not.toContain(totp.secret);
    expect(await useTotpCode(home, server().context.vault, user.id, totpCodeAt(totp.secret))).toBe(true);

    const listed = await api.get<UserMfaVerification[]>(`/users/${user.id}/mfa-verifications`);
    expect(listed.body.map(({ type }) => type)).toEqual(['Totp']);
    expectError(await createFactor(user.id, { type: 'Totp' }), 422, 'session.mfa.factor_already_in_use');
  });

  it('accepts a supplied Base32 secret of 16 bytes or more and refuses others', async () => {
    const user = await insertTestUser(home);
    const secret = 'jbsw y3dp ehpk 3pxp jbsw y3dp ehpk 3pxp';
    const created = await createFactor(user.id, { type: 'Totp', secret });
    expect(created.body).toMatchObject({ type: 'Totp', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' });
    const other = await insertTestUser(home);
    for (const body of [
      { type: 'Totp', secret: 'JBSWY3DPEHPK3PXP' },
      { type: 'Totp', secret: 'JBSWY3DPEHPK3PXP1BSWY3DPEHPK3PXP' },
      { type: 'Totp', secret: 'x', extra: true },
      { type: 'Sms' },
      { type: 'BackupCode', codes: ['abc'] },
      { type: 'BackupCode', codes: ['abcdef1234', 'ABCDEF1234'] },
      { type: 'BackupCode', codes: [] },
    ]) {
      expectError(await createFactor(other.id, body), 400, 'guard.invalid_input');
    }
    expect((await findUserById(home, other.id))?.mfa_verifications).toEqual([]);
  });

  it('refuses backup codes alone, answers new codes once and replaces the previous set', async () => {
    const user = await insertTestUser(home);
    expectError(await createFactor(user.id, { type: 'BackupCode' }), 422, 'session.mfa.backup_code_can_not_be_alone');
    await createFactor(user.id, { type: 'Totp' });

    const first = await createFactor(user.id, { type: 'BackupCode' });
    expect(first.status).toBe(200);
    const codes = (first.body as Extract<CreatedUserMfaVerification, { type: 'BackupCode' }>).codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const listed = await api.get<UserMfaVerification[]>(`/users/${user.id}/mfa-verifications`);
    expect(listed.body.find(({ type }) => type === 'BackupCode')).toMatchObject({ remainCodes: 10 });
    expect(JSON.stringify(listed.body)).not.toContain(codes[0]);
    expect(JSON.stringify((await findUserById(home, user.id))?.mfa_verifications)).not.toContain(codes[0]);

    const second = await createFactor(user.id, { type: 'BackupCode', codes: ['alpha12345', 'bravo12345'] });
    expect(second.body).toEqual({ type: 'BackupCode', codes: ['alpha12345', 'bravo12345'] });
    expect(await useBackupCode(home, user.id, codes[0]!)).toBe(false);
    expect(await useBackupCode(home, user.id, 'bravo12345')).toBe(true);
    const after = await api.get<UserMfaVerification[]>(`/users/${user.id}/mfa-verifications`);
    expect(after.body.filter(({ type }) => type === 'BackupCode')).toEqual([expect.objectContaining({ remainCodes: 1 })]);
  });

  it('lists a user’s trusted devices without their tokens and stops trusting one', async () => {
    const user = await insertTestUser(home);
    const { device, token } = await trustDevice(home, { userId: user.id, agent: 'Firefox on Linux' });
    await trustDevice(home, { userId: (await insertTestUser(home)).id, agent: 'Someone else' });

    const listed = await api.get<TrustedDevice[]>(`/users/${user.id}/trusted-devices`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      { id: device.id, agent: 'Firefox on Linux', createdAt: expect.any(Number), lastUsedAt: null, expiresAt: expect.any(Number) },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(token);

    expect((await api.delete(`/users/${user.id}/trusted-devices/${device.id}`)).status).toBe(204);
    expect((await api.get<TrustedDevice[]>(`/users/${user.id}/trusted-devices`)).body).toEqual([]);
    const gone = expectError(await api.delete(`/users/${user.id}/trusted-devices/${device.id}`), 404, 'entity.not_exists_with_id');
    expect(gone.data).toEqual({ name: 'trusted_device', id: device.id });
  });

  it('answers 404 for unknown users and users of another tenant, changing nothing there', async () => {
    const other = await createOtherTenant(server());
    const foreign = await insertTestUser(other);
    const { device } = await trustDevice(other, { userId: foreign.id, agent: 'Foreign browser' });
    for (const id of ['nosuchuser', foreign.id]) {
      expectError(await createFactor(id, { type: 'Totp' }), 404, 'entity.not_exists_with_id');
      expectError(await api.get(`/users/${id}/trusted-devices`), 404, 'entity.not_exists_with_id');
      expectError(await api.delete(`/users/${id}/trusted-devices/${device.id}`), 404, 'entity.not_exists_with_id');
    }
    const mine = await insertTestUser(home);
    expectError(await api.delete(`/users/${mine.id}/trusted-devices/${device.id}`), 404, 'entity.not_exists_with_id');
    expect((await findUserById(other, foreign.id))?.mfa_verifications).toEqual([]);
    const still = await other.selectFrom('user_trusted_devices').select('id').where('id', '=', device.id).execute();
    expect(still).toHaveLength(1);
  });
});
