import type { ExperienceIdentifier } from '@tessera/schemas';
import type { TenantScope } from '../../../db/tenant-scope.js';
import type { Logger } from '../../../logger.js';
import type { UserRow } from '../../users/queries.js';
import { identify } from './identification.js';
import { findSignInRules } from './sign-in-rules.js';
import { newExperienceState } from './state.js';
import { submitExperience } from './submit.js';
import { verifyPasswordRecord } from './verification.js';

/**
 * `POST /experience/sign-in`, the sign-in app's one-call password sign-in, as the Experience API's
 * steps run back to back: a password record, identification, submit. Kept until the app calls
 * the steps itself; the identifier is an email address when it has an `@`, else a username.
 */
export async function signInWithPassword(
  scope: TenantScope,
  { identifier, password, ip }: { identifier: string; password: string; ip: string | undefined },
  logger: Pick<Logger, 'warn'>,
): Promise<UserRow> {
  const typed: ExperienceIdentifier = identifier.includes('@')
    ? { type: 'email', value: identifier }
    : { type: 'username', value: identifier };
  const rules = await findSignInRules(scope);
  const verified = await verifyPasswordRecord(scope, newExperienceState('SignIn'), { identifier: typed, password, ip }, logger);
  const identified = await identify(scope, verified.state, rules, verified.record.id);
  const { user } = await submitExperience(scope, identified, rules, undefined);
  if (!user) {
    throw new Error('A submitted sign-in always names its user.');
  }
  return user;
}
