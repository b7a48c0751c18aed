import type { ExperienceIdentifierType, SignUp } from '@tessera/schemas';
import type { TFunction } from 'i18next';
import { z } from 'zod';

import { parseIdentifier } from '../../flows/identifier';
import { identifierError } from '../../flows/identifier-labels';
import {
  passwordsMatch,
  requiredPassword,
  requiredText,
  usernameRule,
} from '../../forms/field-rules';

/** What the sign-up form asks for, from the tenant's sign-up settings. */
export type RegisterFields = {
  hasUsername: boolean;
  /** Email and/or phone: proved by a code, in one input when both are accepted. */
  contactTypes: Array<'email' | 'phone'>;
  hasPassword: boolean;
};

/** With nothing to identify a new account by, a username and password are asked for. */
export const registerFieldsFor = (signUp: SignUp): RegisterFields => {
  const contactTypes = (['email', 'phone'] as const).filter((type) =>
    signUp.identifiers.includes(type),
  );
  const hasUsername = signUp.identifiers.includes('username') || contactTypes.length === 0;
  return {
    hasUsername,
    contactTypes,
    // A username alone proves nothing: it needs a password.
    hasPassword: signUp.password || contactTypes.length === 0,
  };
};

export const createRegisterSchema = (t: TFunction, fields: RegisterFields) => {
  const contactTypes: ExperienceIdentifierType[] = fields.contactTypes;
  return z
    .object({
      username: fields.hasUsername ? usernameRule(t) : z.string(),
      contact:
        contactTypes.length > 0
          ? requiredText(t).refine(
              (value) => parseIdentifier(value, contactTypes) !== undefined,
              identifierError(t, contactTypes),
            )
          : z.string(),
      password: fields.hasPassword ? requiredPassword(t) : z.string(),
      confirmPassword: fields.hasPassword ? requiredPassword(t) : z.string(),
    })
    .superRefine(passwordsMatch(t));
};

export type RegisterValues = z.input<ReturnType<typeof createRegisterSchema>>;
