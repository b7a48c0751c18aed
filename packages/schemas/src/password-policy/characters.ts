/** Printable ASCII: letters, digits, symbols and the space. */
const supportedCharacterRegEx = /^[\x20-\x7E]*$/;

const characterTypeRegExes = [
  /[a-z]/,
  /[A-Z]/,
  /\d/,
  /[\x20-\x2F\x3A-\x40\x5B-\x60\x7B-\x7E]/,
] as const;

export const hasOnlySupportedCharacters = (password: string): boolean =>
  supportedCharacterRegEx.test(password);

/**
 * How many of the four character types (lowercase, uppercase, digits, symbols) the password
 * uses. The space counts as a symbol.
 */
export const countCharacterTypes = (password: string): number =>
  characterTypeRegExes.filter((regex) => regex.test(password)).length;
