import { expect, it } from 'vitest';
import { RequestError } from '../../errors/request-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { createPasscode, passcodeLifetimeMs, verifyPasscode } from './passcodes.js';

const codeOf = async (attempt: Promise<void>) => {
  try {
    await attempt;
    return 'ok';
  } catch (error) {
    return error instanceof RequestError ? error.code : String(error);
  }
};

describeEachDatabase('passcodes', (server) => {
  const scope = () => scopeToTenant(server().context.database.db, 'default');
  const target = { email: 'clock@example.com' };

  it('stores a 6-digit code only as its hash', async () => {
    const { id, code } = await createPasscode(scope(), { interactionJti: 'jti-hash', type: 'SignIn', target });
    expect(code).toMatch(/^\d{6}$/);
    const row = await scope().selectFrom('passcodes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.code).toMatch(/^[\da-f]{64}$/);
    expect(row.code).not.toContain(code);
  });

  it('expires a code by the clock it is given', async () => {
    const sentAt = new Date('2030-01-01T10:00:00Z');
    const { id, code } = await createPasscode(scope(), { interactionJti: 'jti-clock', type: 'SignIn', target }, sentAt);
    const input = { id, interactionJti: 'jti-clock', target, code };
    expect(await codeOf(verifyPasscode(scope(), input, new Date(sentAt.getTime() + passcodeLifetimeMs)))).toBe('verification_code.expired');
    expect(await codeOf(verifyPasscode(scope(), input, new Date(sentAt.getTime() + passcodeLifetimeMs - 1000)))).toBe('ok');
  });

  it('belongs to its tenant and its interaction only', async () => {
    const other = await createOtherTenant(server());
    const { id, code } = await createPasscode(scope(), { interactionJti: 'jti-home', type: 'SignIn', target });
    expect(await codeOf(verifyPasscode(other, { id, interactionJti: 'jti-home', target, code }))).toBe('verification_code.not_found');
    expect(await codeOf(verifyPasscode(scope(), { id, interactionJti: 'jti-elsewhere', target, code }))).toBe('verification_code.not_found');
    expect(await other.selectFrom('passcodes').select('id').execute()).toEqual([]);
    // Sending in another tenant does not replace this tenant's code.
    await createPasscode(other, { interactionJti: 'jti-home', type: 'SignIn', target });
    expect(await codeOf(verifyPasscode(scope(), { id, interactionJti: 'jti-home', target, code }))).toBe('ok');
  });
});
