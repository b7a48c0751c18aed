import type { TenantScope } from '../../../db/tenant-scope.js';
import { RequestError } from '../../../errors/request-error.js';
import { currentPasswordMethod } from '../../passwords/hash-password.js';
import { findUserById, type UserRow } from '../../users/queries.js';
import { createUser } from '../../users/service.js';
import { saveIdentity } from '../../users/social-identities.js';
import { findExperienceSettings, isRegistrationOpen } from '../experience-settings.js';
import { identityLinkOf } from './social-identification.js';
import { socialRecordsToLink, type VerifiedSocialRecord } from './social-state.js';
import type { ExperienceState } from './state.js';

/** The name and avatar a connector with `syncProfile` copies onto the user at each sign-in. */
const syncedProfileOf = (record: VerifiedSocialRecord) =>
  record.syncProfile
    ? { ...(record.user.name ? { name: record.user.name } : {}), ...(record.user.avatar ? { avatar: record.user.avatar } : {}) }
    : {};

/** SignIn submit: the marked identities go on the user (again, refreshing their details), with profile sync. */
export async function linkSocialIdentitiesOnSignIn(scope: TenantScope, state: ExperienceState, user: UserRow) {
  for (const record of socialRecordsToLink(state)) {
    await saveIdentity(scope, user.id, identityLinkOf(record), syncedProfileOf(record));
  }
}

/**
 * Register submit with a social identity: the account, its name and avatar from the provider,
 * the email it vouched for (when free) and the identity, in one transaction. Undefined when the
 * registration has no social identity.
 */
export async function registerWithSocialIdentity(
  scope: TenantScope,
  state: ExperienceState,
  applicationId: string | undefined,
): Promise<UserRow | undefined> {
  const [record] = socialRecordsToLink(state);
  if (!record) {
    return undefined;
  }
  if (!isRegistrationOpen(await findExperienceSettings(scope))) {
    throw new RequestError('session.registration_disabled', 403);
  }
  return scope.transaction(async (tx) => {
    const created = await createUser(
      tx,
      {
        ...state.profile,
        ...(record.user.name ? { name: record.user.name } : {}),
        ...(record.user.avatar ? { avatar: record.user.avatar } : {}),
        ...(state.passwordDigest ? { passwordDigest: state.passwordDigest, passwordAlgorithm: currentPasswordMethod } : {}),
        applicationId,
      },
      { defaultRoles: true, signedIn: true },
    );
    await saveIdentity(tx, created.id, identityLinkOf(record));
    return (await findUserById(tx, created.id)) ?? created;
  });
}
