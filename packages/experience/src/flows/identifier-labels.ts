import type { ExperienceIdentifierType } from '@tessera/schemas';
import type { TFunction } from 'i18next';

const labelKeys = {
  username: 'input.username',
  email: 'input.email',
  phone: 'identifier.phone',
} as const;

/** The label of one input taking any of `types`: "Username / Email / Phone number". */
export const identifierLabel = (t: TFunction, types: readonly ExperienceIdentifierType[]) =>
  types.map((type) => t(labelKeys[type])).join(t('identifier.separator'));

/** "Enter a valid Username or Email.": the kinds as their labels name them. */
export const identifierError = (t: TFunction, types: readonly ExperienceIdentifierType[]) =>
  t('identifier.invalid', {
    types: types.map((type) => t(labelKeys[type])).join(t('identifier.or')),
  });
