/** Facts about the user a password must not contain. */
export type PasswordUserInfo = {
  username?: string | null;
  email?: string | null;
  phone?: string | null;
  name?: string | null;
  givenName?: string | null;
  familyName?: string | null;
};

/** Shorter fragments (initials, `Al`) are too common to reject on. */
const userInfoMinFragmentLength = 3;

const emailFragments = (email: string): string[] => {
  const localPart = email.slice(0, Math.max(email.lastIndexOf('@'), 0)) || email;
  return [localPart, ...localPart.split(/[^\da-z]+/i)];
};

const nameFragments = (name: string): string[] => {
  const parts = name.split(/\s+/);
  return [name, parts.join(''), ...parts];
};

/**
 * The lowercase fragments checked against a password: the username, the email local part and
 * its alphanumeric pieces (`john.smith` → `john`, `smith`), the phone's digits, the full name with
 * and without spaces and each of its words, the given and family names. Fragments shorter than
 * {@link userInfoMinFragmentLength} are dropped.
 */
export const userInfoFragments = (info: PasswordUserInfo): string[] => {
  const fragments = [
    info.username,
    ...(info.email ? emailFragments(info.email) : []),
    info.phone?.replace(/\D/g, ''),
    ...(info.name ? nameFragments(info.name.trim()) : []),
    info.givenName,
    info.familyName,
  ];
  return [
    ...new Set(
      fragments
        .map((fragment) => fragment?.trim().toLowerCase() ?? '')
        .filter((fragment) => fragment.length >= userInfoMinFragmentLength),
    ),
  ];
};

/** Case-insensitive: whether any fragment of {@link userInfoFragments} occurs in the password. */
export const containsUserInfo = (password: string, info: PasswordUserInfo): boolean => {
  const lower = password.toLowerCase();
  return userInfoFragments(info).some((fragment) => lower.includes(fragment));
};
