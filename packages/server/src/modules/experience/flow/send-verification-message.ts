import { RequestError } from '../../../errors/request-error.js';
import type { VerificationMessageSender } from './verification.js';

/** No connector can send yet: every code request is refused as unconfigured. */
export const sendVerificationMessage: VerificationMessageSender = async () => {
  throw new RequestError('user.email_not_configured', 400);
};
