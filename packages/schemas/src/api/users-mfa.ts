import { z } from 'zod';

import { userIdGuard } from '../entities/common';
import {
  createdUserMfaVerificationGuard,
  trustedDeviceGuard,
  userMfaVerificationCreateGuard,
} from '../entities/user-mfa';
import { defineEndpoint } from './endpoint';

const params = z.object({ userId: userIdGuard });

/** An administrator's hand on a user's second factors: new TOTP secrets, backup codes, trusted devices. */
export const userMfaApi = {
  createMfaVerification: defineEndpoint({
    method: 'post',
    path: '/users/{userId}/mfa-verifications',
    summary: 'Give a user an MFA factor',
    description:
      'A TOTP secret (generated, or the Base32 secret supplied) or a set of backup codes (ten generated, or the codes supplied). Backup codes need another factor first and replace the previous set. The secret or codes are answered once.',
    params,
    body: userMfaVerificationCreateGuard,
    response: createdUserMfaVerificationGuard,
    returns: 'The new factor with its secret or codes.',
    failures: {
      400: 'Invalid body: a secret that is not Base32 of at least 16 bytes, or invalid codes.',
      404: 'No user with this id.',
      422: 'The user already has a TOTP factor (`session.mfa.factor_already_in_use`), or backup codes would be their only factor (`session.mfa.backup_code_can_not_be_alone`).',
    },
  }),
  listTrustedDevices: defineEndpoint({
    method: 'get',
    path: '/users/{userId}/trusted-devices',
    summary: 'List the trusted devices of a user',
    description: 'Browsers the user trusted after a second-factor verification and that are still trusted, newest first.',
    params,
    response: z.array(trustedDeviceGuard),
    returns: 'The trusted devices.',
    failures: { 404: 'No user with this id.' },
  }),
  deleteTrustedDevice: defineEndpoint({
    method: 'delete',
    path: '/users/{userId}/trusted-devices/{trustedDeviceId}',
    summary: 'Stop trusting a device of a user',
    description: 'The next sign-in from that browser asks for a second factor again.',
    params: z.object({ userId: userIdGuard, trustedDeviceId: z.string().min(1).max(21) }),
    returns: 'Removed.',
    failures: { 404: 'No such user, or no trusted device of theirs with this id.' },
  }),
};
