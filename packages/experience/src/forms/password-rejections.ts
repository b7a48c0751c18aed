import {
  checkPasswordSync,
  type PasswordPolicy,
  type PasswordRejectionCode,
  type PasswordUserInfo,
} from '@tessera/schemas';
import type { TFunction } from 'i18next';

type Rejection = {
  code: PasswordRejectionCode;
  interpolation?: Readonly<Record<string, string | number>>;
};

/** One policy rejection in the UI language; the codes are also phrase keys of the experience. */
export const translateRejection = (t: TFunction, { code, interpolation }: Rejection): string =>
  t(code, { ...interpolation });

/**
 * The policy rules a new password breaks, translated. The breach (pwned) rule needs a lookup
 * and is left to the server, which answers with the same codes.
 */
export const passwordRuleMessages = (
  t: TFunction,
  password: string,
  policy: PasswordPolicy,
  userInfo: PasswordUserInfo,
): string[] =>
  checkPasswordSync(password, policy, { userInfo }).map((rejection) =>
    translateRejection(t, rejection),
  );
