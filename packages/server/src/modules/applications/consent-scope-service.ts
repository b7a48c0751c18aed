import type {
  ApplicationUserConsentScopes,
  ApplicationUserConsentScopesLink,
  ApplicationUserConsentScopeType,
  UserScope,
} from '@tessera/schemas';
import type { TenantScope } from '../../db/tenant-scope.js';
import { notFound, RequestError } from '../../errors/request-error.js';
import { findScopesByIds } from '../resources/queries.js';
import {
  deleteConsentResourceScope,
  deleteConsentUserScope,
  findConsentResourceScopes,
  findConsentUserScopes,
  insertConsentResourceScopes,
  insertConsentUserScopes,
  type ResourceScopeLinkTable,
} from './consent-scope-queries.js';
import { toConsentResourceScopeGroups } from './responses.js';
import { requireApplication } from './service.js';
import './events.js';

const linkTables: Record<'resource-scopes' | 'organization-resource-scopes', ResourceScopeLinkTable> = {
  'resource-scopes': 'application_user_consent_resource_scopes',
  'organization-resource-scopes': 'application_user_consent_organization_resource_scopes',
};

/** Consent settings exist for third-party applications only. */
export async function requireThirdPartyApplication(scope: TenantScope, applicationId: string) {
  const application = await requireApplication(scope, applicationId);
  if (!application.is_third_party) {
    throw new RequestError('application.third_party_application_only', 422);
  }
  return application;
}

/** What a third-party application asks users to consent to, resource scopes grouped by resource. */
export async function findConsentScopes(
  scope: TenantScope,
  applicationId: string,
): Promise<ApplicationUserConsentScopes> {
  await requireThirdPartyApplication(scope, applicationId);
  const [userScopes, resourceScopes, organizationResourceScopes] = await Promise.all([
    findConsentUserScopes(scope, applicationId),
    findConsentResourceScopes(scope, linkTables['resource-scopes'], applicationId),
    findConsentResourceScopes(scope, linkTables['organization-resource-scopes'], applicationId),
  ]);
  return {
    // Only names the link contract accepted are ever stored.
    userScopes: userScopes as UserScope[],
    resourceScopes: toConsentResourceScopeGroups(resourceScopes),
    // Organization scopes arrive with organizations; until then none can be linked.
    organizationScopes: [],
    organizationResourceScopes: toConsentResourceScopeGroups(organizationResourceScopes),
  };
}

async function assertScopesExist(scope: TenantScope, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const found = new Set((await findScopesByIds(scope, unique)).map((row) => row.id));
  const missing = unique.find((id) => !found.has(id));
  if (missing !== undefined) {
    throw notFound('scope', missing);
  }
  return unique;
}

/** Adds scopes to the consent list in one transaction; ones already linked stay as they are. */
export async function linkConsentScopes(
  scope: TenantScope,
  applicationId: string,
  link: ApplicationUserConsentScopesLink,
) {
  await requireThirdPartyApplication(scope, applicationId);
  const [firstOrganizationScope] = link.organizationScopes ?? [];
  if (firstOrganizationScope !== undefined) {
    throw notFound('organization scope', firstOrganizationScope);
  }
  const resourceScopes = await assertScopesExist(scope, link.resourceScopes ?? []);
  const organizationResourceScopes = await assertScopesExist(scope, link.organizationResourceScopes ?? []);
  await scope.transaction(async (tx) => {
    await insertConsentUserScopes(tx, applicationId, [...new Set(link.userScopes ?? [])]);
    await insertConsentResourceScopes(tx, linkTables['resource-scopes'], applicationId, resourceScopes);
    await insertConsentResourceScopes(
      tx,
      linkTables['organization-resource-scopes'],
      applicationId,
      organizationResourceScopes,
    );
    tx.emit('application.consent_scopes.updated', { applicationId });
  });
}

export async function unlinkConsentScope(
  scope: TenantScope,
  applicationId: string,
  scopeType: ApplicationUserConsentScopeType,
  scopeId: string,
) {
  await requireThirdPartyApplication(scope, applicationId);
  const removed =
    scopeType === 'user-scopes'
      ? await deleteConsentUserScope(scope, applicationId, scopeId)
      : scopeType === 'organization-scopes'
        ? 0
        : await deleteConsentResourceScope(scope, linkTables[scopeType], applicationId, scopeId);
  if (removed === 0) {
    throw notFound('consent scope', scopeId);
  }
  scope.emit('application.consent_scopes.updated', { applicationId });
}
