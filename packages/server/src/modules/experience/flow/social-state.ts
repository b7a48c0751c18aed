import { z } from 'zod';
import { RequestError } from '../../../errors/request-error.js';
import type { InteractionEvent } from '@tessera/schemas';

/**
 * A social verification record of the interaction. The provider session (state, redirect URI,
 * PKCE verifier, nonce) is sealed by the vault and dropped at the first callback, success or not,
 * so a state is used once. Once verified, the record holds the provider account.
 */
export const socialRecordGuard = z.object({
  id: z.string(),
  connectorId: z.string(),
  target: z.string(),
  sealedSession: z.string().optional(),
  /** The provider's tokens of the callback, sealed by the vault; only where the connector keeps them. */
  sealedTokens: z.string().optional(),
  /** The connector's `syncProfile` when verified: sign-ins copy the name and avatar. */
  syncProfile: z.boolean().optional(),
  user: z
    .object({
      id: z.string(),
      email: z.string().optional(),
      emailVerified: z.boolean(),
      name: z.string().optional(),
      avatar: z.string().optional(),
      rawData: z.record(z.string(), z.unknown()),
    })
    .optional(),
  /**
   * The event whose submit puts the identity on the user (the signed-in or the new one): a mark
   * made for one event never links on the other after a switch.
   */
  link: z.enum(['SignIn', 'Register']).optional(),
});
export type SocialRecord = z.infer<typeof socialRecordGuard>;
export type VerifiedSocialRecord = SocialRecord & { user: NonNullable<SocialRecord['user']> };

export const socialRecordsGuard = z.array(socialRecordGuard).optional();

/** The experience state's part these helpers read, named here so state.ts alone imports this file. */
type SocialHolder = { social?: SocialRecord[]; interactionEvent: InteractionEvent };

/** The social record of this id, if the id names one. */
export const findSocialRecord = (state: SocialHolder, verificationId: string | undefined) =>
  verificationId === undefined ? undefined : state.social?.find((record) => record.id === verificationId);

/** The social record, 404 `session.verification_record_not_found` otherwise. */
export const requireSocialRecord = (state: SocialHolder, verificationId: string) => {
  const record = findSocialRecord(state, verificationId);
  if (!record) {
    throw new RequestError('session.verification_record_not_found', 404);
  }
  return record;
};

/** A record the provider has vouched for; 400 `session.verification_failed` before that. */
export const asVerified = (record: SocialRecord): VerifiedSocialRecord => {
  if (!record.user) {
    throw new RequestError('session.verification_failed', 400);
  }
  return record as VerifiedSocialRecord;
};

/** How many social records an interaction keeps: enough for every button, never a growing list. */
const maxSocialRecords = 10;

/** Replaces a social record by id, or adds it (dropping the oldest beyond the limit). */
export const withSocialRecord = <S extends SocialHolder>(state: S, record: SocialRecord): S => ({
  ...state,
  social: [...(state.social ?? []).filter((item) => item.id !== record.id), record].slice(-maxSocialRecords),
});

/** The records whose identity submit puts on the user. */
export const socialRecordsToLink = (state: SocialHolder) =>
  (state.social ?? []).filter(
    (record): record is VerifiedSocialRecord => record.link === state.interactionEvent && Boolean(record.user),
  );
