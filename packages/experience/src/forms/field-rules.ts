import { isValidEmail, isValidUsername, lengthLimits } from '@tessera/schemas';
import type { TFunction } from 'i18next';
import { z } from 'zod';

/*
 * Zod rules shared by the forms. Messages are translated when the schema is built, so the
 * resolver's errors are ready to show; forms rebuild their schema when the language changes.
 */

export const requiredText = (t: TFunction) =>
  z.string().trim().min(1, t('field_error.required')).max(lengthLimits.userIdentifier);

export const requiredPassword = (t: TFunction) => z.string().min(1, t('field_error.required'));

export const usernameRule = (t: TFunction) =>
  requiredText(t).refine(isValidUsername, t('field_error.invalid_username'));

export const emailRule = (t: TFunction) =>
  requiredText(t).refine(isValidEmail, t('field_error.invalid_email'));

export const optionalEmailRule = (t: TFunction) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isValidEmail(value), t('field_error.invalid_email'));

/** The confirmation must repeat the password; checked only once both are typed. */
export const passwordsMatch =
  (t: TFunction) =>
  <T extends { password: string; confirmPassword: string }>(
    value: T,
    context: z.core.$RefinementCtx<T>,
  ) => {
    if (value.confirmPassword !== '' && value.password !== value.confirmPassword) {
      context.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: t('field_error.passwords_mismatch'),
      });
    }
  };
