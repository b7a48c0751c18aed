import { signInExperienceGuard, type SignInExperience } from '@tessera/schemas';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const parts = Object.keys(signInExperienceGuard.shape).filter((key) => key !== 'id') as (keyof Omit<
  SignInExperience,
  'id'
>)[];

/**
 * Reads a stored record over the defaults, part by part: one malformed part (an older shape, an
 * edit written by hand) falls back to its default instead of breaking every sign-in of the tenant.
 * An object part stored incompletely (`signUp: { identifiers: ['email'] }`) is completed from the
 * default part before it is checked, so older partial records keep what they said.
 */
export function readStoredRecord(stored: unknown, defaults: SignInExperience): SignInExperience {
  if (!isPlainObject(stored)) {
    return defaults;
  }
  const record: Record<string, unknown> = { ...defaults };
  for (const part of parts) {
    if (!(part in stored)) {
      continue;
    }
    const fallback = defaults[part];
    const value = stored[part];
    const candidate = isPlainObject(fallback) && isPlainObject(value) ? { ...fallback, ...value } : value;
    const parsed = signInExperienceGuard.shape[part].safeParse(candidate);
    if (parsed.success) {
      record[part] = parsed.data;
    }
  }
  return record as SignInExperience;
}
