export const passwordRejectionCodes = [
  'password_rejected.too_short',
  'password_rejected.too_long',
  'password_rejected.unsupported_characters',
  'password_rejected.character_types',
  'password_rejected.pwned',
  'password_rejected.restricted.repetition',
  'password_rejected.restricted.sequence',
  'password_rejected.restricted.words',
  'password_rejected.restricted.user_info',
] as const;
export type PasswordRejectionCode = (typeof passwordRejectionCodes)[number];

/** One reason a password fails the policy; `code` is also the i18n key, `interpolation` its values. */
export type PasswordRejection =
  | { code: 'password_rejected.too_short'; interpolation: { min: number } }
  | { code: 'password_rejected.too_long'; interpolation: { max: number } }
  | { code: 'password_rejected.unsupported_characters' }
  | { code: 'password_rejected.character_types'; interpolation: { min: number } }
  | { code: 'password_rejected.pwned' }
  | { code: 'password_rejected.restricted.repetition' }
  | { code: 'password_rejected.restricted.sequence' }
  | { code: 'password_rejected.restricted.words'; interpolation: { words: string } }
  | { code: 'password_rejected.restricted.user_info' };

/** Sorts rejections into the order of {@link passwordRejectionCodes}. */
export const sortRejections = (rejections: PasswordRejection[]): PasswordRejection[] =>
  [...rejections].sort(
    (a, b) => passwordRejectionCodes.indexOf(a.code) - passwordRejectionCodes.indexOf(b.code),
  );
