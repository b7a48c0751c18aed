import {
  isValidEmail,
  isValidPhoneInput,
  isValidUsername,
  toPhoneDigits,
  type ExperienceIdentifier,
  type ExperienceIdentifierType,
} from '@tessera/schemas';

const isValid: Readonly<Record<ExperienceIdentifierType, (value: string) => boolean>> = {
  // The patterns do not overlap: an email has an @, a username starts with a letter or _,
  // a phone number with + or a digit.
  username: isValidUsername,
  email: isValidEmail,
  phone: isValidPhoneInput,
};

/**
 * The identifier a typed value is, among the kinds the tenant accepts here, or undefined when
 * it fits none. One input serves every kind, so the value itself says which it is.
 */
export const parseIdentifier = (
  input: string,
  allowed: readonly ExperienceIdentifierType[],
): ExperienceIdentifier | undefined => {
  const value = input.trim();
  const type = allowed.find((kind) => isValid[kind](value));
  if (type === undefined) {
    return undefined;
  }
  // Phone numbers travel as digits only, however they were typed.
  return type === 'phone' ? { type, value: toPhoneDigits(value) } : { type, value };
};

/** For messages: a phone number as the user can recognise it. */
export const displayIdentifier = ({ type, value }: ExperienceIdentifier): string =>
  type === 'phone' ? `+${value}` : value;
