import { tenantInviteeGuard } from '@tessera/schemas';

/** A typed entry as an email address: trimmed, lower case. */
export const normalizeEmail = (entry: string) => entry.trim().toLowerCase();

/** The same check the server makes on each invitee (spec 001 §5: an email pattern). */
export const isValidEmail = (email: string) => tenantInviteeGuard.safeParse(email).success;

/** Keys that end an entry (spec 001 §5: space or Enter), besides leaving the input. */
export const isEntryEnd = (key: string) => key === 'Enter' || key === ' ';

/** Adds an entry to the tags: blank and repeated entries change nothing. */
export const addEmail = (emails: readonly string[], entry: string): string[] => {
  const email = normalizeEmail(entry);
  return email && !emails.includes(email) ? [...emails, email] : [...emails];
};
