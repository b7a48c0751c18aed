import type { TenantScope, TransactionScope } from '../../../db/tenant-scope.js';
import { toJson } from '../../../db/json.js';
import { isUniqueViolation } from '../../../db/unique-violation.js';
import { RequestError } from '../../../errors/request-error.js';
import { generateId } from '../../../utils/id.js';
import { provisionOrganizationsByEmail } from '../../organizations/jit-provisioning.js';
import { provisionOrganizationsBySsoConnector } from '../../organizations/jit-sso-provisioning.js';
import { emailDomainOf } from '../../sso-connectors/domains.js';
import { findUserSsoIdentity, insertUserSsoIdentity, updateUserSsoIdentityDetail } from '../../sso-connectors/identity-queries.js';
import { findSsoConnectorById, type SsoConnectorRow } from '../../sso-connectors/queries.js';
import { createUser } from '../../users/service.js';
import { lockUser, saveUserData } from '../../users/user-updates.js';
import type { UserRow } from '../../users/queries.js';
import { markActiveUserSignedIn } from '../queries.js';
import { commitWithoutEvent, type CommitSubmission } from '../interaction-submission.js';
import { resolveSsoSignIn } from './sso-identification.js';
import { findSsoVerification, type SsoVerification } from './sso-state.js';
import type { ExperienceState } from './state.js';

type Identity = NonNullable<SsoVerification['identity']>;

const nameOf = (identity: Identity) => identity.name?.slice(0, 128);

/** `syncProfile`: the IdP's name and picture replace the user's at each sign-in. */
async function syncProfile(tx: TransactionScope, connector: SsoConnectorRow, user: UserRow, identity: Identity) {
  const name = nameOf(identity);
  const changes = {
    ...(name !== undefined && name !== user.name ? { name } : {}),
    ...(identity.avatar !== undefined && identity.avatar !== user.avatar ? { avatar: identity.avatar } : {}),
  };
  return connector.sync_profile && Object.keys(changes).length > 0 ? saveUserData(tx, user.id, changes) : user;
}

const linkIdentity = (tx: TenantScope, connector: SsoConnectorRow, userId: string, identity: Identity) =>
  insertUserSsoIdentity(tx, {
    id: generateId(),
    user_id: userId,
    sso_connector_id: connector.id,
    issuer: identity.issuer,
    identity_id: identity.identityId,
    detail: toJson(identity.detail),
  }).catch((error: unknown) => {
    // Linked by a parallel sign-in meanwhile: this one starts again and finds it.
    throw isUniqueViolation(error) ? new RequestError('session.verification_failed', 400) : error;
  });

const signedIn = async (tx: TenantScope, userId: string) => {
  const user = await markActiveUserSignedIn(tx, userId);
  if (!user) {
    throw new RequestError('user.suspended', 403);
  }
  return user;
};

type SignInPlan = {
  action: Awaited<ReturnType<typeof resolveSsoSignIn>>['action'];
  userId: string | undefined;
  connector: SsoConnectorRow;
  identity: Identity;
  applicationId: string | undefined;
};

async function signInByAction(tx: TransactionScope, { action, userId, connector, identity, applicationId }: SignInPlan) {
  if (action === 'create') {
    const created = await createUser(
      tx,
      { primaryEmail: identity.email, name: nameOf(identity), avatar: identity.avatar ?? null, applicationId },
      { defaultRoles: true, signedIn: true },
    );
    await linkIdentity(tx, connector, created.id, identity);
    return created;
  }
  const locked = await lockUser(tx, userId ?? '');
  if (action === 'link') {
    await linkIdentity(tx, connector, locked.id, identity);
  } else {
    const known = await findUserSsoIdentity(tx, identity.issuer, identity.identityId);
    await updateUserSsoIdentityDetail(tx, known?.id ?? '', identity.detail);
  }
  await syncProfile(tx, connector, locked, identity);
  return signedIn(tx, locked.id);
}

/**
 * `POST submit` after single sign-on, in one transaction: signs the identity's user in (its
 * detail refreshed), or links the identity to the user of its email, or creates the user just in
 * time (email, name, picture) with the tenant's default roles; `syncProfile` refreshes name and
 * picture. The user then joins the organizations linked to the connector, and those of the
 * email's domain when it is one of the connector's domains (the IdP vouches for those).
 */
export async function submitSsoSignIn(
  scope: TenantScope,
  state: ExperienceState,
  applicationId: string | undefined,
  /** Writes the sign-in with its webhook event (see recordInteractionStep). */
  commit: CommitSubmission = commitWithoutEvent(scope),
) {
  const { verificationId } = state.sso?.signIn ?? {};
  const record = verificationId ? findSsoVerification(state, verificationId) : undefined;
  if (!record?.identity) {
    throw new RequestError('session.identifier_not_found', 400);
  }
  const identity = record.identity;
  const connector = await findSsoConnectorById(scope, record.connectorId);
  if (!connector) {
    throw new RequestError('single_sign_on.connector_not_found', 404, { id: record.connectorId });
  }
  // Decided again: the identity may have been linked, or the email taken, since identification.
  const { action, userId } = await resolveSsoSignIn(scope, connector.id, identity);
  const domain = identity.email ? emailDomainOf(identity.email) : undefined;
  const user = await commit((change) => change.transaction(async (tx) => {
    const signedInUser = await signInByAction(tx, { action, userId, connector, identity, applicationId });
    await provisionOrganizationsBySsoConnector(tx, signedInUser.id, connector.id);
    if (identity.email && domain && connector.domains.includes(domain)) {
      await provisionOrganizationsByEmail(tx, signedInUser.id, identity.email);
    }
    return signedInUser;
  }));
  return { user };
}
