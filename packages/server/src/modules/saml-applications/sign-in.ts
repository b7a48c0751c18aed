import { createHash, randomBytes } from 'node:crypto';
import type Provider from 'oidc-provider';
import type { TenantScope } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { findOrganizationRolesOfUser } from '../organizations/member-role-queries.js';
import { findUserRoleIds } from '../roles/assignment-queries.js';
import { findRolesByIds } from '../roles/queries.js';
import { findOrganizationIdsOfUser } from '../organizations/token-queries.js';
import type { SecretVault } from '../../utils/secret-vault.js';
import { findUserById } from '../users/queries.js';
import type { AcceptedAuthnRequest } from './authn-request.js';
import {
  deleteExpiredSamlSessions,
  deleteSamlSessionById,
  findActiveSamlSecret,
  insertSamlSession,
} from './queries.js';
import { createSignedResponse } from './saml-response.js';
import type { IdpLocation } from './saml-entities.js';
import type { SamlLibrary } from '../../federation/saml/saml-library.js';
import type { SamlApplicationRecord } from './service.js';
import { samlCallbackUrl } from './urls.js';
import { profileClaims, type UserClaims } from './user-attributes.js';

/** How long a user has to finish signing in after the service provider sent them. */
const pendingSignInMs = 10 * 60_000;

const signInFailed = () => new RequestError('saml_application.sign_in_failed', 400);

const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * Remembers the accepted AuthnRequest and answers where to send the browser: the tenant's
 * authorization endpoint, for the application's hidden OIDC client, so the user signs in (or
 * reuses their session) in the sign-in app like for any application. The state names the
 * pending request; PKCE ties the code to it.
 */
export async function startSamlSignIn(
  scope: TenantScope,
  location: IdpLocation,
  request: AcceptedAuthnRequest,
) {
  const state = randomBytes(24).toString('base64url');
  const verifier = randomBytes(32).toString('base64url');
  const now = new Date();
  await deleteExpiredSamlSessions(scope, now);
  await insertSamlSession(scope, {
    id: state,
    application_id: location.applicationId,
    request_id: request.requestId,
    relay_state: request.relayState ?? null,
    code_verifier: verifier,
    expires_at: new Date(now.getTime() + pendingSignInMs),
  });
  const query = new URLSearchParams({
    client_id: location.applicationId,
    response_type: 'code',
    redirect_uri: samlCallbackUrl(location.tenantBaseUrl, location.applicationId),
    scope: 'openid',
    state,
    code_challenge: challengeOf(verifier),
    code_challenge_method: 'S256',
    ...(request.forceAuthn && { prompt: 'login' }),
  });
  // The issuer at the same base URL: on a custom domain, the custom domain's provider.
  return `${location.tenantBaseUrl}/oidc/auth?${query}`;
}

/** Redeems the authorization code in process: it must be this client's, unused, and match PKCE. */
async function redeemCode(
  provider: Provider,
  location: IdpLocation,
  code: string,
  verifier: string,
) {
  const authorizationCode = await provider.AuthorizationCode.find(code);
  if (
    !authorizationCode ||
    authorizationCode.isExpired ||
    authorizationCode.clientId !== location.applicationId ||
    authorizationCode.redirectUri !==
      samlCallbackUrl(location.tenantBaseUrl, location.applicationId) ||
    authorizationCode.codeChallenge !== challengeOf(verifier) ||
    !authorizationCode.accountId
  ) {
    throw signInFailed();
  }
  // The library marks a redeemed code with its `consumed` time; it is not in its types.
  if ((authorizationCode as { consumed?: unknown }).consumed) {
    // A replayed code: the grant it came from is revoked, as at the token endpoint (RFC 6749 §4.1.2).
    if (authorizationCode.grantId) {
      await provider.Grant.adapter.destroy(authorizationCode.grantId);
    }
    throw signInFailed();
  }
  await authorizationCode.consume();
  return authorizationCode.accountId;
}

/** The claims of an active user, as the provider's userinfo would answer them with every scope. */
async function claimsOf(scope: TenantScope, accountId: string): Promise<UserClaims> {
  const user = await findUserById(scope, accountId);
  if (!user || user.is_suspended) {
    throw signInFailed();
  }
  const [organizations, organizationRoles, roles] = await Promise.all([
    findOrganizationIdsOfUser(scope, accountId),
    findOrganizationRolesOfUser(scope, accountId),
    findUserRoleIds(scope, accountId).then((ids) => findRolesByIds(scope, ids)),
  ]);
  return {
    ...profileClaims(user.profile),
    sub: user.id,
    name: user.name ?? undefined,
    username: user.username ?? undefined,
    preferred_username: user.username ?? undefined,
    picture: user.avatar ?? undefined,
    email: user.primary_email ?? undefined,
    email_verified: Boolean(user.primary_email),
    phone_number: user.primary_phone ?? undefined,
    phone_number_verified: Boolean(user.primary_phone),
    custom_data: user.custom_data,
    identities: user.identities,
    roles: roles.map((role) => role.name).sort(),
    organizations,
    organization_roles: organizationRoles
      .map((role) => `${role.organization_id}:${role.name}`)
      .sort(),
    created_at: user.created_at.getTime(),
    updated_at: user.updated_at.getTime(),
  };
}

/**
 * The sign-in came back: takes the pending request (single use), redeems the code, and builds
 * the signed SAML response for the signed-in user with the application's active certificate.
 */
export async function finishSamlSignIn(
  dependencies: { scope: TenantScope; provider: Provider; vault: SecretVault; saml: SamlLibrary },
  location: IdpLocation,
  record: SamlApplicationRecord,
  query: { state: string; code?: string; error?: string },
) {
  const { scope, provider, vault, saml } = dependencies;
  const pending = await deleteSamlSessionById(scope, location.applicationId, query.state);
  if (!pending || pending.expires_at.getTime() < Date.now()) {
    throw new RequestError('saml_application.session_not_found', 400);
  }
  if (query.error || !query.code) {
    throw signInFailed();
  }
  const accountId = await redeemCode(provider, location, query.code, pending.code_verifier);
  const secret = await findActiveSamlSecret(scope, location.applicationId);
  if (!secret) {
    throw new RequestError('saml_application.no_active_secret', 422);
  }
  return createSignedResponse(
    saml,
    location,
    record.config,
    { certificate: secret.certificate, privateKey: vault.decrypt(secret.private_key_encrypted) },
    { requestId: pending.request_id, relayState: pending.relay_state },
    await claimsOf(scope, accountId),
  );
}
