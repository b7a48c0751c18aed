import type { ExperienceIdentifierType } from '@tessera/schemas';
import type { TFunction } from 'i18next';
import { z } from 'zod';

import { parseIdentifier } from '../../flows/identifier';
import { identifierError } from '../../flows/identifier-labels';
import { requiredPassword, requiredText } from '../../forms/field-rules';

/** One identifier input for every kind the way accepts; a password only for the password way. */
export const createSignInSchema = (
  t: TFunction,
  identifiers: readonly ExperienceIdentifierType[],
  hasPassword: boolean,
) =>
  z.object({
    identifier: requiredText(t).refine(
      (value) => parseIdentifier(value, identifiers) !== undefined,
      identifierError(t, identifiers),
    ),
    password: hasPassword ? requiredPassword(t) : z.string(),
  });

export type SignInValues = z.input<ReturnType<typeof createSignInSchema>>;
