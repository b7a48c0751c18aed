import {
  checkPassword,
  type PasswordPolicy,
  type PasswordRejection,
  type PasswordUserInfo,
  type PwnedRangeFetcher,
} from '@tessera/schemas';
import { RequestError } from '../../errors/request-error.js';
import type { Logger } from '../../logger.js';
import { failOpen } from './pwned-range.js';

export type PasswordPolicyCheckOptions = {
  userInfo?: PasswordUserInfo;
  /** The breach range lookup; without one, the breach check is skipped (bulk imports). */
  pwnedRange?: PwnedRangeFetcher;
  logger: Pick<Logger, 'warn'>;
};

/** The 422 a rejected password answers with: the first rejection's code, every rejection in data. */
export const toPasswordRejectedError = (rejections: PasswordRejection[]) => {
  const [first] = rejections;
  if (!first) {
    throw new Error('A password rejection error needs at least one rejection.');
  }
  return new RequestError(first.code, 422, {
    ...('interpolation' in first ? first.interpolation : {}),
    rejections,
  });
};

/** Applies the tenant's password policy; throws a 422 RequestError when the password fails it. */
export async function assertPasswordAccepted(
  password: string,
  policy: PasswordPolicy,
  options: PasswordPolicyCheckOptions,
): Promise<void> {
  const rejections = await checkPassword(password, policy, {
    userInfo: options.userInfo,
    pwnedCheck: options.pwnedRange && failOpen(options.pwnedRange, options.logger),
  });
  if (rejections.length > 0) {
    throw toPasswordRejectedError(rejections);
  }
}
