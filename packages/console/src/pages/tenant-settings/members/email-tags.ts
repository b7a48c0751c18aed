import { tenantInviteeGuard } from '@tessera/schemas';

/** A typed entry as an email address: trimmed, lower case. */
export const normalizeEmail = (entry: string) => entry.trim().toLowerCase();

/** The same check the server makes on each invitee (spec 001 §5: an email pattern). */
export const isValidEmail = (email: string) => tenantInviteeGuard.safeParse(email).success;
