import { countCharacterTypes, hasOnlySupportedCharacters } from './characters';
import { defaultPasswordPolicy, type PasswordPolicy } from './policy';
import { isPwnedPassword, type PwnedRangeFetcher } from './pwned';
import { sortRejections, type PasswordRejection } from './rejections';
import { countRestrictedRuns, restrictedCharacterLimit } from './restricted-runs';
import { containsUserInfo, type PasswordUserInfo } from './user-info';

type PasswordCheckOptions = {
  userInfo?: PasswordUserInfo;
  /** The breach range lookup; without it the pwned rule is skipped even when the policy asks for it. */
  pwnedCheck?: PwnedRangeFetcher;
};

/**
 * Banned words match case-insensitively as substrings, after trimming; blank entries are
 * ignored, any other length counts because an administrator chose the word on purpose.
 */
export const findRestrictedWords = (password: string, words: readonly string[]): string[] => {
  const lower = password.toLowerCase();
  return words
    .map((word) => word.trim())
    .filter((word) => word !== '' && lower.includes(word.toLowerCase()));
};

const restrictedRunRejections = (password: string, length: number): PasswordRejection[] => {
  const runs = countRestrictedRuns(password);
  if (runs.restricted <= restrictedCharacterLimit(length)) {
    return [];
  }
  return [
    ...(runs.repetition > 0 ? [{ code: 'password_rejected.restricted.repetition' as const }] : []),
    ...(runs.sequence > 0 ? [{ code: 'password_rejected.restricted.sequence' as const }] : []),
  ];
};

/**
 * Every rule of the policy but the pwned lookup. Length counts Unicode code points. Repetition and
 * sequence: the characters inside runs of 3+ identical or consecutive characters (see
 * `countRestrictedRuns`) are counted once each; the password is rejected when that count exceeds
 * `max(length − 3, 1)`, with one code per kind of run present.
 */
export const checkPasswordSync = (
  password: string,
  policy: PasswordPolicy = defaultPasswordPolicy,
  { userInfo }: Pick<PasswordCheckOptions, 'userInfo'> = {},
): PasswordRejection[] => {
  const rejections: PasswordRejection[] = [];
  const length = [...password].length;
  const { min, max } = policy.length;

  if (length < min) {
    rejections.push({ code: 'password_rejected.too_short', interpolation: { min } });
  }
  if (length > max) {
    rejections.push({ code: 'password_rejected.too_long', interpolation: { max } });
  }
  if (!hasOnlySupportedCharacters(password)) {
    rejections.push({ code: 'password_rejected.unsupported_characters' });
  }
  if (countCharacterTypes(password) < policy.characterTypes.min) {
    rejections.push({
      code: 'password_rejected.character_types',
      interpolation: { min: policy.characterTypes.min },
    });
  }
  if (policy.rejects.repetitionAndSequence) {
    rejections.push(...restrictedRunRejections(password, length));
  }
  const words = findRestrictedWords(password, policy.rejects.words);
  if (words.length > 0) {
    rejections.push({
      code: 'password_rejected.restricted.words',
      interpolation: { words: words.join(', ') },
    });
  }
  if (policy.rejects.userInfo && userInfo && containsUserInfo(password, userInfo)) {
    rejections.push({ code: 'password_rejected.restricted.user_info' });
  }
  return rejections;
};

/**
 * {@link checkPasswordSync} plus the pwned rule through `options.pwnedCheck`. Resolves to the
 * rejections in the order of `passwordRejectionCodes`; an empty list means the password passes.
 */
export const checkPassword = async (
  password: string,
  policy: PasswordPolicy = defaultPasswordPolicy,
  options: PasswordCheckOptions = {},
): Promise<PasswordRejection[]> => {
  const rejections = checkPasswordSync(password, policy, options);
  if (
    policy.rejects.pwned &&
    options.pwnedCheck &&
    (await isPwnedPassword(password, options.pwnedCheck))
  ) {
    rejections.push({ code: 'password_rejected.pwned' });
  }
  return sortRejections(rejections);
};
