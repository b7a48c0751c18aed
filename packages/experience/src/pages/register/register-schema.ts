import type { SignUpIdentifier } from '@tessera/schemas';
import type { TFunction } from 'i18next';
import { z } from 'zod';

import { emailRule, passwordsMatch, requiredPassword, usernameRule } from '../../forms/field-rules';

/** Every identifier the tenant signs users up with is required; the others stay empty. */
export const createRegisterSchema = (t: TFunction, identifiers: readonly SignUpIdentifier[]) =>
  z
    .object({
      username: identifiers.includes('username') ? usernameRule(t) : z.string(),
      email: identifiers.includes('email') ? emailRule(t) : z.string(),
      password: requiredPassword(t),
      confirmPassword: requiredPassword(t),
    })
    .superRefine(passwordsMatch(t));

export type RegisterValues = z.input<ReturnType<typeof createRegisterSchema>>;

/** With no identifier configured, usernames are what a password account needs at least. */
export const effectiveIdentifiers = (
  identifiers: readonly SignUpIdentifier[],
): readonly SignUpIdentifier[] => (identifiers.length > 0 ? identifiers : ['username']);
