import type { ExperienceIdentifier } from '@tessera/schemas';
import type { TenantScope } from '../../../db/tenant-scope.js';
import type { Logger } from '../../../logger.js';
import type { UserRow } from '../../users/queries.js';
import type { CommitSubmission } from '../interaction-submission.js';
import { assertSignInOpen, findSignInRules } from './sign-in-rules.js';
import { newExperienceState } from './state.js';
import { submitExperience } from './submit.js';
import { verifyPasswordRecord } from './verification.js';

/**
 * `POST /experience/sign-in`, the sign-in app's one-call password sign-in, as the Experience API's
 * password record and submit run back to back. Kept until the app calls the steps itself; the
 * identifier is an email address when it has an `@`, else a username. Like before the Experience
 * API, it accepts both whatever the sign-in methods list, so current sign-ins keep working.
 */
export async function signInWithPassword(
  scope: TenantScope,
  { identifier, password, ip }: { identifier: string; password: string; ip: string | undefined },
  logger: Pick<Logger, 'warn'>,
  /** Writes the sign-in with its webhook event (see recordInteractionStep). */
  commit?: CommitSubmission,
): Promise<UserRow> {
  // Refused before the password is checked: a closed sign-in neither hashes nor counts a failure.
  const rules = await findSignInRules(scope);
  assertSignInOpen(rules);
  const typed: ExperienceIdentifier = identifier.includes('@')
    ? { type: 'email', value: identifier }
    : { type: 'username', value: identifier };
  const verified = await verifyPasswordRecord(
    scope,
    newExperienceState('SignIn'),
    { identifier: typed, password, ip },
    logger,
  );
  const identified = { ...verified.state, userId: verified.record.userId };
  const { user } = await submitExperience(scope, identified, rules, undefined, undefined, {}, commit);
  if (!user) {
    throw new Error('A submitted sign-in always names its user.');
  }
  return user;
}
