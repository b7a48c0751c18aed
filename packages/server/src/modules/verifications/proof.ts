import { verificationIdHeader } from '@tessera/schemas';
import { RequestError } from '../../errors/request-error.js';
import type { UserRow } from '../users/queries.js';
import type { VerificationRecord, VerificationRecords } from './records.js';

const denied = () => new RequestError('verification_record.permission_denied', 401);

/**
 * The sensitive-change check: the request names, in the `logto-verification-id` header, a
 * verified record of this user, unexpired, that proves who they are: their password, or a code
 * sent to an address or number they have now. Anything else is 401
 * `verification_record.permission_denied`. A record serves any number of changes within its ten
 * minutes, as a recent sign-in would.
 */
export async function assertIdentityVerified(
  records: VerificationRecords,
  user: UserRow,
  tenantId: string,
  header: string | undefined,
): Promise<void> {
  if (!header) {
    throw denied();
  }
  let record: VerificationRecord;
  try {
    record = await records.find(tenantId, user.id, header);
  } catch {
    throw denied();
  }
  if (!record.verified) {
    throw denied();
  }
  if (record.type === 'Password') {
    return;
  }
  if (record.type === 'EmailVerificationCode' && record.identifier.value.toLowerCase() === user.primary_email?.toLowerCase()) {
    return;
  }
  if (record.type === 'PhoneVerificationCode' && record.identifier.value === user.primary_phone) {
    return;
  }
  throw denied();
}

/**
 * A verified record of the user for a new email address, phone number or passkey, used once:
 * it is removed as it is taken. 400 `verification_record.new_identifier_not_verified` otherwise.
 */
export async function takeNewIdentifierRecord<T extends VerificationRecord['type']>(
  records: VerificationRecords,
  userId: string,
  tenantId: string,
  id: string,
  type: T,
): Promise<Extract<VerificationRecord, { type: T }>> {
  const record = await records.find(tenantId, userId, id).catch(() => undefined);
  if (!record || !record.verified || record.type !== type) {
    throw new RequestError('verification_record.new_identifier_not_verified', 400);
  }
  await records.remove(tenantId, id);
  return record as Extract<VerificationRecord, { type: T }>;
}

export { verificationIdHeader };
