/**
 * Text patterns of spec 001 §5. Each regex is anchored; the `is…` helpers are the intended use.
 */

/** Text, an at sign, text, a dot, text; no spaces and a single at sign. */
export const emailRegEx = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Phone numbers as the Management API stores them: digits only. */
export const phoneRegEx = /^\d+$/;
/** Phone numbers as typed in a form: optional leading plus, then digits, dashes, parentheses, spaces. */
export const phoneInputRegEx = /^\+?(?=[^\d]*\d)[\d\-() ]+$/;
/** Starts with a letter or underscore, then word characters. */
export const usernameRegEx = /^[A-Z_a-z]\w*$/;
export const noSpaceRegEx = /^\S*$/;
/** `#RGB` or `#RRGGBB`, either case. */
export const hexColorRegEx = /^#(?:[\dA-Fa-f]{3}|[\dA-Fa-f]{6})$/;

const hostnameLabel = '[\\dA-Za-z](?:[\\dA-Za-z-]{0,61}[\\dA-Za-z])?';
/** A DNS name of at least three labels, such as `auth.example.com`. */
const hostnameRegEx = new RegExp(`^(?:${hostnameLabel}\\.){2,}${hostnameLabel}$`);
const hostnameMaxLength = 253;
/** A domain of at least two labels ending in a letters-only TLD, as in email domains. */
const domainNameRegEx = new RegExp(`^(?:${hostnameLabel}\\.)+[A-Za-z]{2,63}$`);

export const isValidEmail = (value: string): boolean => emailRegEx.test(value);
export const isValidPhone = (value: string): boolean => phoneRegEx.test(value);
export const isValidPhoneInput = (value: string): boolean => phoneInputRegEx.test(value);
export const isValidUsername = (value: string): boolean => usernameRegEx.test(value);
export const hasNoSpace = (value: string): boolean => noSpaceRegEx.test(value);
export const isValidHexColor = (value: string): boolean => hexColorRegEx.test(value);
export const isValidHostname = (value: string): boolean =>
  value.length <= hostnameMaxLength && hostnameRegEx.test(value);
export const isValidDomainName = (value: string): boolean =>
  value.length <= hostnameMaxLength && domainNameRegEx.test(value);

/** Digits of a phone typed in a form, ready for the API (`+1 (555) 010-99` → `155501099`). */
export const toPhoneDigits = (value: string): string => value.replace(/\D/g, '');
