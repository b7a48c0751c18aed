import type { JsonObject } from '@tessera/schemas';

/** Which account is linked, in the words the provider gave: its email, else its name, else none. */
export const linkedAccountLabel = (details: JsonObject): string | undefined => {
  for (const key of ['email', 'name', 'username'] as const) {
    const value = details[key];
    if (typeof value === 'string' && value.trim()) {
      return value;
    }
  }
  return undefined;
};
