import type { SignInMfaFactor } from '@tessera/schemas';
import { RequestError } from '../../../errors/request-error.js';
import { withMfaRecord, type MfaRecord } from './mfa-state.js';
import type { ExperienceState } from './state.js';

/*
 * The MFA records of an interaction as its current user sees them: a record counts only for the
 * user it was made for (SignIn) or for the account being created (Register).
 */

/** Whose records count now: the identified user on SignIn, the account to create on Register. */
const ownerOf = (state: ExperienceState) => (state.interactionEvent === 'Register' ? undefined : state.userId);

const ownRecords = (state: ExperienceState) =>
  (state.mfa?.records ?? []).filter((record) => record.userId === ownerOf(state));

/** A record of this interaction's current user (a record made for another user is not found). */
export const findMfaRecord = (state: ExperienceState, id: string, types: readonly SignInMfaFactor[], purpose: MfaRecord['purpose']) => {
  const record = ownRecords(state).find((item) => item.id === id);
  if (!record || !types.includes(record.type) || record.purpose !== purpose) {
    throw new RequestError('session.verification_record_not_found', 404);
  }
  return record;
};

/** Adds or replaces a record, stamped with whose it is. */
export const recordMfa = (state: ExperienceState, record: MfaRecord): ExperienceState => {
  const owner = ownerOf(state);
  const { userId: _previous, ...rest } = record;
  return { ...state, mfa: withMfaRecord(state.mfa, owner === undefined ? rest : { ...rest, userId: owner }) };
};

/** The new factors bound in this interaction for its user, as they are (or will be) stored. */
export const boundFactorsOf = (state: ExperienceState) =>
  ownRecords(state).flatMap((record) => (record.purpose === 'bind' && record.bound && record.factor ? [record.factor] : []));

/** Whether a second factor of this user was verified, or bound, in this interaction. */
export const hasVerifiedFactor = (state: ExperienceState) =>
  ownRecords(state).some((record) => record.verified && (record.purpose === 'verify' || record.bound === true));
