import type {
  Application,
  ApplicationSecret,
  ApplicationSignInExperience,
  ApplicationType,
  ApplicationUserConsentScopes,
  CustomClientMetadata,
  OidcClientMetadata,
  ProtectedAppMetadata,
} from '@tessera/schemas';
import type { ConsentResourceScopeRow } from './consent-scope-queries.js';
import type { ApplicationRow, ApplicationSecretRow } from './queries.js';
import type { ApplicationSignInExperienceRow } from './sign-in-experience-queries.js';

/** Stored OIDC metadata may lack the URI lists (seeded clients); the API always has both. */
const toOidcClientMetadata = (stored: Record<string, unknown>): OidcClientMetadata => {
  const metadata = stored as Partial<OidcClientMetadata>;
  return {
    ...metadata,
    redirectUris: metadata.redirectUris ?? [],
    postLogoutRedirectUris: metadata.postLogoutRedirectUris ?? [],
  };
};

/** A stored application in its API shape (`Application`); its secrets are never part of it. */
export const toApplicationResponse = (row: ApplicationRow): Application => ({
  tenantId: row.tenant_id,
  id: row.id,
  name: row.name,
  description: row.description,
  type: row.type as ApplicationType,
  oidcClientMetadata: toOidcClientMetadata(row.oidc_client_metadata),
  customClientMetadata: row.custom_client_metadata as CustomClientMetadata,
  protectedAppMetadata: row.protected_app_metadata as ProtectedAppMetadata | null,
  customData: row.custom_data,
  isThirdParty: row.is_third_party,
  createdAt: row.created_at.getTime(),
});

/** A stored secret as the API answers it (`ApplicationSecret`), with its decrypted value. */
export const toApplicationSecretResponse = (row: ApplicationSecretRow, value: string): ApplicationSecret => ({
  tenantId: row.tenant_id,
  applicationId: row.application_id,
  name: row.name,
  value,
  createdAt: row.created_at.getTime(),
  expiresAt: row.expires_at ? row.expires_at.getTime() : null,
});

export const toApplicationSignInExperienceResponse = (
  row: ApplicationSignInExperienceRow,
): ApplicationSignInExperience => ({
  tenantId: row.tenant_id,
  applicationId: row.application_id,
  color: row.color,
  branding: row.branding,
  customCss: row.custom_css,
  termsOfUseUrl: row.terms_of_use_url,
  privacyPolicyUrl: row.privacy_policy_url,
  displayName: row.display_name,
});

type ConsentResourceScopeGroup = ApplicationUserConsentScopes['resourceScopes'][number];

/** Linked resource scopes grouped by their resource, in the order of the rows. */
export const toConsentResourceScopeGroups = (rows: readonly ConsentResourceScopeRow[]): ConsentResourceScopeGroup[] => {
  const groups = new Map<string, ConsentResourceScopeGroup>();
  for (const row of rows) {
    const group = groups.get(row.resourceId) ?? {
      resource: { id: row.resourceId, name: row.resourceName, indicator: row.resourceIndicator },
      scopes: [],
    };
    group.scopes.push({ id: row.scopeId, name: row.scopeName, description: row.scopeDescription });
    groups.set(row.resourceId, group);
  }
  return [...groups.values()];
};
