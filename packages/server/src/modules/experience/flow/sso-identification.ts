import type { TenantScope } from '../../../db/tenant-scope.js';
import { RequestError } from '../../../errors/request-error.js';
import { emailDomainOf } from '../../sso-connectors/domains.js';
import { findUserSsoIdentity } from '../../sso-connectors/identity-queries.js';
import { findSsoConnectorById } from '../../sso-connectors/queries.js';
import { findUserByEmail, findUserById, type UserRow } from '../../users/queries.js';
import { ssoVerificationsOf, type SsoSignInAction, type SsoState } from './sso-state.js';
import type { ExperienceState } from './state.js';

/** Whether `verificationId` names a single sign-on record (identification then goes here). */
export const isSsoVerificationId = (state: ExperienceState, verificationId: string | undefined) =>
  verificationId !== undefined && ssoVerificationsOf(state).some((record) => record.id === verificationId);

const activeUser = (user: UserRow | undefined) => {
  if (!user) {
    throw new RequestError('user.not_found', 404);
  }
  if (user.is_suspended) {
    throw new RequestError('user.suspended', 403);
  }
  return user;
};

/**
 * Who a verified SSO record signs in. The identity known in the tenant: its user. Otherwise an
 * account with the IdP's email is linked to it, but only for an email of the connector's own
 * domains: the IdP is authoritative for those, and for no other (an IdP cannot claim someone's
 * gmail account). Otherwise a user is created just in time, which needs an email.
 */
export async function resolveSsoSignIn(
  scope: TenantScope,
  connectorId: string,
  identity: { issuer: string; identityId: string; email?: string | undefined },
): Promise<{ action: SsoSignInAction; userId?: string }> {
  const known = await findUserSsoIdentity(scope, identity.issuer, identity.identityId);
  if (known) {
    return { action: 'signIn', userId: activeUser(await findUserById(scope, known.user_id)).id };
  }
  if (!identity.email) {
    throw new RequestError('single_sign_on.missing_email', 422);
  }
  const holder = await findUserByEmail(scope, identity.email);
  if (!holder) {
    return { action: 'create' };
  }
  const connector = await findSsoConnectorById(scope, connectorId);
  const domain = emailDomainOf(identity.email);
  if (!connector || !domain || !connector.domains.includes(domain)) {
    throw new RequestError('user.email_already_in_use', 422);
  }
  return { action: 'link', userId: activeUser(holder).id };
}

/** `POST identification` with an SSO record (SignIn or Register): what submit will do. */
export async function identifySsoUser(scope: TenantScope, state: ExperienceState, verificationId: string): Promise<ExperienceState> {
  if (state.interactionEvent === 'ForgotPassword') {
    throw new RequestError('session.invalid_interaction', 400);
  }
  const record = ssoVerificationsOf(state).find((item) => item.id === verificationId);
  if (!record?.verified || !record.identity) {
    throw new RequestError('session.verification_failed', 400);
  }
  const { action, userId } = await resolveSsoSignIn(scope, record.connectorId, record.identity);
  const sso: SsoState = { verifications: ssoVerificationsOf(state), signIn: { verificationId, action } };
  const { userId: _previous, ...rest } = state;
  return { ...rest, ...(userId ? { userId } : {}), sso };
}
