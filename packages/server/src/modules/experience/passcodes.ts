import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { VerificationCodeType } from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { generateId } from '../../utils/id.js';
import {
  consumePasscode,
  consumePasscodeIfUnchanged,
  countPasscodesSince,
  countPasscodeTry,
  deletePasscodes,
  findPasscode,
  findPasscodeForUpdate,
  insertPasscode,
  type PasscodeRow,
  type PasscodeTarget,
} from './queries.js';

/** A code is 6 digits, lives 10 minutes and allows 10 wrong guesses. */
export const passcodeLength = 6;
export const passcodeLifetimeMs = 10 * 60_000;
export const passcodeMaxTries = 10;
/** Codes one email address or phone number may be sent per hour, whatever the interactions. */
export const passcodeSendsPerHour = 10;

export type { PasscodeTarget };

/**
 * Only a keyed hash of a code is stored, keyed by its row's random id and tenant, so a code
 * cannot be read off a copy of the table. Six digits are few: the try limit, not the hash, is
 * what keeps a code from being guessed.
 */
const hashCode = (tenantId: string, id: string, code: string) =>
  createHmac('sha256', `${tenantId}\u0000${id}`).update(code).digest('hex');

const newCode = () => String(randomInt(10 ** passcodeLength)).padStart(passcodeLength, '0');

/**
 * Creates the code of an interaction for a target and purpose, replacing any earlier one for
 * the same: only the code sent last works. Answers the row id and the code to send. A target
 * sent {@link passcodeSendsPerHour} codes within the hour gets 429 `session.too_many_requests`:
 * new interactions cost nothing, so the request limits alone would let one inbox be flooded.
 */
export async function createPasscode(
  scope: TenantScope,
  input: { interactionJti: string; type: VerificationCodeType; target: PasscodeTarget },
  now = new Date(),
): Promise<{ id: string; code: string }> {
  const since = new Date(now.getTime() - 60 * 60_000);
  if ((await countPasscodesSince(scope, input.target, since)) >= passcodeSendsPerHour) {
    throw new RequestError('session.too_many_requests', 429);
  }
  const id = generateId();
  const code = newCode();
  // Sent together, outside a transaction: one trip to the embedded database instead of three
  // (begin and delete, insert, commit). The delete spares the new row, so the two may run in
  // either order (on PostgreSQL each takes a connection of its own). Should the insert fail after
  // the delete, the caller gets the error and the earlier code no longer works, as after a
  // successful send; should the delete fail, the new code was never sent and the earlier one
  // stays as it was.
  await Promise.all([
    deletePasscodes(scope, { ...input, keepId: id }),
    insertPasscode(scope, {
      ...input,
      id,
      code: hashCode(scope.tenantId, id, code),
      expiresAt: new Date(now.getTime() + passcodeLifetimeMs),
    }),
  ]);
  return { id, code };
}

/** A code's row as read before its check (undefined when there is none); nothing is locked. */
export type PasscodeRead = { row: PasscodeRow | undefined };

/**
 * Reads a code's row for {@link verifyPasscode}, so a caller can send this read together with
 * checks of its own that must pass before the code is consumed.
 */
export const readPasscode = async (scope: TenantScope, input: { id: string; interactionJti: string }): Promise<PasscodeRead> => ({
  row: await findPasscode(scope, input),
});

const sameTarget = (row: { email: string | null; phone: string | null }, target: PasscodeTarget) =>
  target.email === undefined
    ? row.phone === target.phone
    : row.email !== null && row.email.toLowerCase() === target.email.toLowerCase();

/**
 * Checks a guess. Refusals, in order: no such code (replaced, or another interaction's)
 * `verification_code.not_found`; sent to another target `verification_code.identifier_mismatch`;
 * used already `verification_code.consumed`; out of tries `verification_code.exceed_max_try`;
 * expired `verification_code.expired`; wrong `verification_code.code_mismatch` (counting a try).
 * A right guess consumes the code.
 */
export async function verifyPasscode(
  scope: TenantScope,
  input: { id: string; interactionJti: string; target: PasscodeTarget; code: string },
  now = new Date(),
  /** The code's row as the caller read it already ({@link readPasscode}), saving that read. */
  read?: PasscodeRead,
): Promise<void> {
  // The usual case, a right guess, without a transaction: read, check, then consume only if the
  // row is still as read. Anything else (a refusal, or a row changed in between) is decided again
  // under the row's lock below, so each refusal and each try is counted as before.
  const { row: seen } = read ?? (await readPasscode(scope, input));
  if (seen && refusalOf(scope, seen, input, now) === undefined && (await consumePasscodeIfUnchanged(scope, seen))) {
    return;
  }
  const failure = await scope.transaction(async (tx) => {
    const row = await findPasscodeForUpdate(tx, input);
    const refusal = refusalOf(tx, row, input, now);
    if (refusal) {
      if (refusal.code === 'verification_code.code_mismatch' && row) {
        await countPasscodeTry(tx, row.id);
      }
      return refusal;
    }
    await consumePasscode(tx, input.id);
    return undefined;
  });
  if (failure) {
    throw failure;
  }
}

/** Why a guess is refused, in the order documented on {@link verifyPasscode}; undefined when right. */
function refusalOf(
  scope: TenantScope,
  row: PasscodeRow | undefined,
  input: { target: PasscodeTarget; code: string },
  now: Date,
): RequestError | undefined {
  if (!row) {
    return new RequestError('verification_code.not_found', 400);
  }
  if (!sameTarget(row, input.target)) {
    return new RequestError('verification_code.identifier_mismatch', 400);
  }
  if (row.consumed) {
    return new RequestError('verification_code.consumed', 400);
  }
  if (row.try_count >= passcodeMaxTries) {
    return new RequestError('verification_code.exceed_max_try', 400);
  }
  if (row.expires_at.getTime() <= now.getTime()) {
    return new RequestError('verification_code.expired', 400);
  }
  const expected = Buffer.from(row.code, 'hex');
  const given = Buffer.from(hashCode(scope.tenantId, row.id, input.code), 'hex');
  return timingSafeEqual(expected, given) ? undefined : new RequestError('verification_code.code_mismatch', 400);
}
