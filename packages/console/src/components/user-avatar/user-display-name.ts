/** The fields of a user that can name them, as `GET me` or the ID token give them. */
export interface UserNameFields {
  name?: string | null;
  username?: string | null;
  primaryEmail?: string | null;
}

/**
 * What to call the user: their name, else username, else email (spec 000 §2.8). The avatar
 * fallback takes its letter and colour from the same value.
 */
export const getUserDisplayName = ({ name, username, primaryEmail }: UserNameFields): string =>
  [name, username, primaryEmail].map((value) => value?.trim()).find(Boolean) ?? '';
