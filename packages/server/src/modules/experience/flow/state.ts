import { z } from 'zod';
import {
  experienceIdentifierGuard,
  interactionEventGuard,
  verificationRecordTypes,
  type ExperienceIdentifier,
  type InteractionEvent,
  type VerificationRecordView,
} from '@tessera/schemas';
import { RequestError } from '../../../errors/request-error.js';
import { saveInteractionResult, type Interaction } from '../interaction.js';
import { ssoStateGuard } from './sso-state.js';
import { socialRecordsGuard } from './social-state.js';
import { mfaStateGuard } from './mfa-state.js';
import { passkeyStateGuard } from './passkey-state.js';

/**
 * The Experience API's state lives on the oidc-provider interaction itself, under
 * `result.experience`, rather than in a table of its own: it then shares the interaction's
 * lifetime and storage (it expires with it and needs no clean-up), the cookie that finds the
 * interaction is the only key to it, and another tenant's provider never sees it. It holds no
 * secret in clear: codes live hashed in `passcodes`, a new account's password as its hash. The
 * final login result replaces it (see finishInteraction), so the provider never resumes with it.
 */

const verificationRecordGuard = z.object({
  id: z.string(),
  type: z.enum(verificationRecordTypes),
  identifier: experienceIdentifierGuard,
  /** Which interaction event a code was sent for: it must serve that event only. */
  interactionEvent: interactionEventGuard.optional(),
  verified: z.boolean(),
  /** The user the verified identifier belongs to, once known. */
  userId: z.string().optional(),
});
export type VerificationRecord = z.infer<typeof verificationRecordGuard>;

const experienceStateGuard = z.object({
  interactionEvent: interactionEventGuard,
  verificationRecords: z.array(verificationRecordGuard),
  /** The identified user (SignIn, ForgotPassword). */
  userId: z.string().optional(),
  /** What the account to create gets (Register). */
  profile: z.object({
    username: z.string().optional(),
    primaryEmail: z.string().optional(),
    primaryPhone: z.string().optional(),
  }),
  /**
   * The chosen password's Argon2id hash, checked against the policy when given: the new
   * account's (Register) or the new password of a reset (ForgotPassword), stored at submit.
   */
  passwordDigest: z.string().optional(),
  /** Single sign-on records and, once identified, what submit does (see sso-state.ts). */
  sso: ssoStateGuard.optional(),
  /** Social verification records (social-state.ts). */
  social: socialRecordsGuard,
  /** Second factors verified or being bound (mfa-state.ts). */
  mfa: mfaStateGuard.optional(),
  /** Passkey sign-in (passkey-state.ts). */
  passkey: passkeyStateGuard.optional(),
});
export type ExperienceState = z.infer<typeof experienceStateGuard>;

export const newExperienceState = (interactionEvent: InteractionEvent): ExperienceState => ({
  interactionEvent,
  verificationRecords: [],
  profile: {},
});

/** The state on the interaction, or undefined before `PUT /experience`. */
export function readExperienceState(interaction: Interaction): ExperienceState | undefined {
  const stored: unknown = (interaction.result as Record<string, unknown> | undefined)?.experience;
  const parsed = experienceStateGuard.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}

/** The state, or 404 `session.interaction_event_not_found` when no event was started. */
export function requireExperienceState(interaction: Interaction): ExperienceState {
  const state = readExperienceState(interaction);
  if (!state) {
    throw new RequestError('session.interaction_event_not_found', 404);
  }
  return state;
}

/** Stores the state on the interaction (found by this request), keeping the rest of its result. */
export async function saveExperienceState(interaction: Interaction, state: ExperienceState) {
  await saveInteractionResult(interaction, { ...(interaction.result ?? {}), experience: state });
}

export const findRecord = (state: ExperienceState, verificationId: string) => {
  const record = state.verificationRecords.find((item) => item.id === verificationId);
  if (!record) {
    throw new RequestError('session.verification_record_not_found', 404);
  }
  return record;
};

/** A record a later step relies on must be verified. */
export const findVerifiedRecord = (state: ExperienceState, verificationId: string) => {
  const record = findRecord(state, verificationId);
  if (!record.verified) {
    throw new RequestError('session.verification_failed', 400);
  }
  return record;
};

/** Replaces a record by id, or adds it. */
export const withRecord = (state: ExperienceState, record: VerificationRecord): ExperienceState => ({
  ...state,
  verificationRecords: [...state.verificationRecords.filter((item) => item.id !== record.id), record],
});

export const sameIdentifier = (left: ExperienceIdentifier, right: ExperienceIdentifier) =>
  left.type === right.type && left.value.trim().toLowerCase() === right.value.trim().toLowerCase();

/** What `GET /experience/interaction` tells the app about the state: no secret, no password. */
export const describeExperienceState = (state: ExperienceState | undefined) =>
  state
    ? {
        interactionEvent: state.interactionEvent,
        ...(state.userId ? { userId: state.userId } : {}),
        profile: state.profile,
        verificationRecords: state.verificationRecords.map(
          ({ id, type, identifier, verified }): VerificationRecordView => ({ id, type, identifier, verified }),
        ),
      }
    : {};
