import { z } from 'zod';

import { emailGuard, phoneGuard, verificationCodeGuard } from '../validation/field-guards';
import { idGuard, timestampGuard } from './common';

/** What a one-time code was sent for; also the email/SMS template picked. */
const verificationCodeTypes = [
  'SignIn',
  'Register',
  'ForgotPassword',
  'OrganizationInvitation',
  'Generic',
  'UserPermissionValidation',
  'BindNewIdentifier',
] as const;
const verificationCodeTypeGuard = z.enum(verificationCodeTypes);
export type VerificationCodeType = z.infer<typeof verificationCodeTypeGuard>;

/** A one-time code sent by email or SMS; `tryCount` counts wrong guesses. */
export const passcodeGuard = z.object({
  id: idGuard,
  interactionJti: z.string().nullable(),
  phone: phoneGuard.nullable(),
  email: emailGuard.nullable(),
  type: verificationCodeTypeGuard,
  code: verificationCodeGuard,
  consumed: z.boolean(),
  tryCount: z.int().nonnegative(),
  createdAt: timestampGuard,
});
export type Passcode = z.infer<typeof passcodeGuard>;

/** `POST /api/verification-codes`: to an email or a phone. */
export const verificationCodeRequestGuard = z.union([
  z.object({ email: emailGuard }),
  z.object({ phone: phoneGuard }),
]);

/** `POST /api/verification-codes/verify`. */
export const verificationCodeVerifyGuard = z.union([
  z.object({ email: emailGuard, verificationCode: verificationCodeGuard }),
  z.object({ phone: phoneGuard, verificationCode: verificationCodeGuard }),
]);
