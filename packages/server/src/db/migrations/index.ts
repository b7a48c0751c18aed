import type { Migration } from 'kysely';
import * as foundation from './0001-foundation.js';
import * as identity from './0002-identity.js';
import * as applicationSignInAndConsent from './0003-application-sign-in-and-consent.js';
import * as applicationCustomCss from './0004-application-custom-css.js';
import * as oidcModelAccountIndex from './0005-oidc-model-account-index.js';
import * as resourceListIndex from './0006-resource-list-index.js';
import * as auditLogs from './0007-audit-logs.js';
import * as userSearchIndexes from './0008-user-search-indexes.js';
import * as userCounts from './0009-user-counts.js';
import * as connectors from './0010-connectors.js';
import * as customPhrases from './0011-custom-phrases.js';
import * as passcodes from './0012-passcodes.js';
import * as organizations from './0013-organizations.js';
import * as ssoConnectors from './0014-sso-connectors.js';
import * as samlApplications from './0015-saml-applications.js';
import * as ssoIdpInitiatedAuthConfigs from './0016-sso-idp-initiated-auth-configs.js';
import * as userTrustedDevices from './0017-user-trusted-devices.js';
import * as personalAccessAndSubjectTokens from './0018-personal-access-and-subject-tokens.js';
import * as hooks from './0019-hooks.js';
import * as userLogtoConfigs from './0020-user-logto-configs.js';
import * as federatedTokenSets from './0021-federated-token-sets.js';
import * as tenantRegions from './0022-tenant-regions.js';
import * as customDomains from './0023-custom-domains.js';
import * as tenantSubscriptions from './0024-tenant-subscriptions.js';
import * as organizationInvitationMessages from './0027-organization-invitation-messages.js';
import * as checkoutSessions from './0028-checkout-sessions.js';
import * as invoices from './0029-invoices.js';
import * as tenantSuspension from './0030-tenant-suspension.js';
import * as customDomainClaims from './0031-custom-domain-claims.js';
import * as organizationIdsOfUser from './0032-organization-ids-of-user.js';

/**
 * Every migration, in order. Forward-only: a released migration is never edited, a change is
 * a new entry. Names sort in application order.
 */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-identity': identity,
  '0003-application-sign-in-and-consent': applicationSignInAndConsent,
  '0004-application-custom-css': applicationCustomCss,
  '0005-oidc-model-account-index': oidcModelAccountIndex,
  '0006-resource-list-index': resourceListIndex,
  '0007-audit-logs': auditLogs,
  '0008-user-search-indexes': userSearchIndexes,
  '0009-user-counts': userCounts,
  '0010-connectors': connectors,
  '0011-custom-phrases': customPhrases,
  '0012-passcodes': passcodes,
  '0013-organizations': organizations,
  '0014-sso-connectors': ssoConnectors,
  '0015-saml-applications': samlApplications,
  '0016-sso-idp-initiated-auth-configs': ssoIdpInitiatedAuthConfigs,
  '0017-user-trusted-devices': userTrustedDevices,
  '0018-personal-access-and-subject-tokens': personalAccessAndSubjectTokens,
  '0019-hooks': hooks,
  '0020-user-logto-configs': userLogtoConfigs,
  '0021-federated-token-sets': federatedTokenSets,
  '0022-tenant-regions': tenantRegions,
  '0023-custom-domains': customDomains,
  '0024-tenant-subscriptions': tenantSubscriptions,
  '0027-organization-invitation-messages': organizationInvitationMessages,
  '0028-checkout-sessions': checkoutSessions,
  '0029-invoices': invoices,
  '0030-tenant-suspension': tenantSuspension,
  '0031-custom-domain-claims': customDomainClaims,
  '0032-organization-ids-of-user': organizationIdsOfUser,
};
