import { expect, it } from 'vitest';
import { RequestError } from '../../errors/request-error.js';
import { createOtherTenant } from '../../testing/other-tenant.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { deleteExpiredPasscodes } from './cleanup-queries.js';
import { createPasscode, passcodeLifetimeMs, passcodeSendsPerHour, readPasscode, verifyPasscode } from './passcodes.js';

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

  it('decides again on the row itself when it changed after the caller read it', async () => {
    const { id, code } = await createPasscode(scope(), { interactionJti: 'jti-read', type: 'SignIn', target });
    const input = { id, interactionJti: 'jti-read', target, code };
    const stale = await readPasscode(scope(), input);
    expect(stale.row?.id).toBe(id);
    await verifyPasscode(scope(), input);
    // Consumed since it was read: the read alone would have let the code through twice.
    expect(await codeOf(verifyPasscode(scope(), input, new Date(), stale))).toBe('verification_code.consumed');
    expect(await codeOf(verifyPasscode(scope(), input, new Date(), { row: undefined }))).toBe('verification_code.consumed');
  });

  it('replaces the earlier code of the same interaction, purpose and target, and only that one', async () => {
    const send = (interactionJti: string, type: 'SignIn' | 'Register' = 'SignIn', to = target) =>
      createPasscode(scope(), { interactionJti, type, target: to });
    const first = await send('jti-resend');
    const otherPurpose = await send('jti-resend', 'Register');
    const otherTarget = await send('jti-resend', 'SignIn', { email: 'other@example.com' });
    const otherInteraction = await send('jti-resend-elsewhere');
    const last = await send('jti-resend');
    const check = (sent: { id: string; code: string }, interactionJti = 'jti-resend', to = target) =>
      codeOf(verifyPasscode(scope(), { id: sent.id, interactionJti, target: to, code: sent.code }));
    expect(await check(first)).toBe('verification_code.not_found');
    expect(await check(last)).toBe('ok');
    expect(await check(otherPurpose)).toBe('ok');
    expect(await check(otherTarget, 'jti-resend', { email: 'other@example.com' })).toBe('ok');
    expect(await check(otherInteraction, 'jti-resend-elsewhere')).toBe('ok');
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

  it('cleans up codes expired for over an hour, and only those', async () => {
    const hourAgo = new Date(Date.now() - 60 * 60_000 - passcodeLifetimeMs - 60_000);
    const old = await createPasscode(scope(), { interactionJti: 'jti-old', type: 'SignIn', target }, hourAgo);
    const fresh = await createPasscode(scope(), { interactionJti: 'jti-fresh', type: 'SignIn', target });
    await deleteExpiredPasscodes(server().context.database.db);
    const ids = (await scope().selectFrom('passcodes').select('id').execute()).map((row) => row.id);
    expect(ids).toContain(fresh.id);
    expect(ids).not.toContain(old.id);
  });

  it('sends one address at most 10 codes an hour, across interactions and letter case', async () => {
    const flooded = { email: 'flood@example.com' };
    for (let index = 0; index < passcodeSendsPerHour; index++) {
      await createPasscode(scope(), { interactionJti: `jti-flood-${index}`, type: 'SignIn', target: flooded });
    }
    const next = createPasscode(scope(), { interactionJti: 'jti-flood-more', type: 'SignIn', target: { email: 'FLOOD@example.com' } });
    await expect(next).rejects.toMatchObject({ code: 'session.too_many_requests', status: 429 });
    // Another address, and the same address in another tenant, are not affected.
    await createPasscode(scope(), { interactionJti: 'jti-flood-more', type: 'SignIn', target: { email: 'calm@example.com' } });
    await createPasscode(await createOtherTenant(server()), { interactionJti: 'jti-flood-more', type: 'SignIn', target: flooded });
  });

  it('lets one of several simultaneous right guesses consume the code, and refuses the others', async () => {
    const { id, code } = await createPasscode(scope(), { interactionJti: 'jti-race', type: 'SignIn', target });
    const input = { id, interactionJti: 'jti-race', target, code };
    const outcomes = await Promise.all([1, 2, 3].map(async () => codeOf(verifyPasscode(scope(), input))));
    expect(outcomes.toSorted()).toEqual(['ok', 'verification_code.consumed', 'verification_code.consumed']);
  });

  it('refuses a right guess once a wrong one has used up the last try', async () => {
    const { id, code } = await createPasscode(scope(), { interactionJti: 'jti-last-try', type: 'SignIn', target });
    await scope().updateTable('passcodes').set({ try_count: 9 }).where('id', '=', id).execute();
    const wrong = code === '000000' ? '000001' : '000000';
    const input = { id, interactionJti: 'jti-last-try', target };
    expect(await codeOf(verifyPasscode(scope(), { ...input, code: wrong }))).toBe('verification_code.code_mismatch');
    expect(await codeOf(verifyPasscode(scope(), { ...input, code }))).toBe('verification_code.exceed_max_try');
    const row = await scope().selectFrom('passcodes').select(['try_count', 'consumed']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ try_count: 10, consumed: false });
  });
});
