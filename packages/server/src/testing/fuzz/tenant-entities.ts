import type { TenantScope } from '../../db/tenant-scope.js';
import { createApplication } from '../../modules/applications/service.js';
import { createApplicationSecret } from '../../modules/applications/secret-service.js';
import { createConnector } from '../../modules/connectors/service.js';
import { linkConsentScopes } from '../../modules/applications/consent-scope-service.js';
import { upsertSignInExperience } from '../../modules/applications/sign-in-experience-service.js';
import { addApplicationRoles } from '../../modules/applications/application-role-service.js';
import { findPrivateKeys } from '../../modules/configs/oidc-key-queries.js';
import { createResource, createScope } from '../../modules/resources/service.js';
import { createRole } from '../../modules/roles/service.js';
import { upsertCustomPhraseOfLanguage } from '../../modules/custom-phrases/service.js';
import { createUser } from '../../modules/users/service.js';
import { updateUserById } from '../../modules/users/queries.js';
import { trustDevice } from '../../modules/mfa/trusted-devices.js';
import { insertLogs } from '../../modules/logs/queries.js';
import { toJson } from '../../db/json.js';
import { upsertModelInstance } from '../../oidc/adapter-queries.js';
import { generateId } from '../../utils/id.js';
import { createOrganizationInvitation } from '../../modules/organizations/invitation-service.js';
import { createOutboundFetch } from '../../http/outbound-fetch.js';
import { createLogger } from '../../logger.js';
import { createOrganization } from '../../modules/organizations/service.js';
import {
  createOrganizationRole,
  createOrganizationScope,
} from '../../modules/organizations/template-service.js';
import {
  addOrganizationUserRoles,
  addOrganizationUsers,
} from '../../modules/organizations/membership-service.js';
import {
  addOrganizationApplications,
  assignOrganizationRolesToApplications,
} from '../../modules/organizations/application-service.js';
import {
  addOrganizationJitEmailDomain,
  addOrganizationJitRoles,
} from '../../modules/organizations/jit-service.js';
import type { SecretVault } from '../../utils/secret-vault.js';
import { createFederationEntities } from './federation-entities.js';
import { createTokenEntities } from './token-entities.js';
import type { Operation, Parameter } from './openapi-operations.js';
import { primary, validValue } from './schema-values.js';

/**
 * One entity of every kind the Management API addresses by id, in one tenant, linked to each
 * other (a role holding a scope and a user, an app holding a role, consent scopes…), so
 * requests aimed at them reach as deep as they can. A new kind of id in a path is added here.
 */
export type TenantEntities = {
  tenantId: string;
  /** Every id, by the kind a path parameter names (`role` for `{roleId}`, `{id}` under `/roles`). */
  ids: Record<string, string[]>;
  /** Text found in every entity's name, to spot the entity in any answer. */
  marker: string;
};

/** Creates the entities through the modules' services, as the API would. */
export async function createTenantEntities(
  scope: TenantScope,
  vault: SecretVault,
  marker: string,
): Promise<TenantEntities> {
  const resource = await createResource(scope, {
    name: `${marker} resource`,
    indicator: `https://${marker}.example.com/api`,
    accessTokenTtl: 3600,
  });
  const apiScope = await createScope(scope, resource.id, {
    name: `${marker}:read`,
    description: marker,
  });
  const userRole = await createRole(scope, {
    name: `${marker} user role`,
    description: marker,
    scopeIds: [apiScope.id],
  });
  const m2mRole = await createRole(scope, {
    name: `${marker} m2m role`,
    description: marker,
    type: 'MachineToMachine',
    scopeIds: [apiScope.id],
  });
  const user = await createUser(
    scope,
    { username: `${marker}_user`, name: `${marker} user` },
    { defaultRoles: false, roleIds: [userRole.id] },
  );
  const web = (
    await createApplication(scope, vault, {
      name: `${marker} web`,
      type: 'Traditional',
      oidcClientMetadata: { redirectUris: ['https://example.com/cb'] },
    })
  ).application;
  const m2m = (
    await createApplication(scope, vault, { name: `${marker} m2m`, type: 'MachineToMachine' })
  ).application;
  const thirdParty = (
    await createApplication(scope, vault, {
      name: `${marker} third party`,
      type: 'Traditional',
      isThirdParty: true,
      oidcClientMetadata: { redirectUris: ['https://example.com/cb'] },
    })
  ).application;
  const secretName = `${marker} secret`;
  await createApplicationSecret(scope, vault, web.id, { name: secretName });
  await createTokenEntities(scope, user.id, secretName);
  await addApplicationRoles(scope, m2m.id, [m2mRole.id]);
  await linkConsentScopes(scope, thirdParty.id, { resourceScopes: [apiScope.id] });
  await upsertSignInExperience(scope, thirdParty.id, { displayName: `${marker} display` });
  // What the user is linked to: a social identity, an MFA factor, an OIDC session and grant.
  const target = `${marker}social`;
  const verificationId = `${marker}mfa`;
  await updateUserById(scope, user.id, {
    identities: toJson({ [target]: { userId: `${marker}-social-id` } }),
    mfa_verifications: toJson([
      {
        id: verificationId,
        type: 'Totp',
        key: 'JBSWY3DPEHPK3PXP',
        createdAt: new Date().toISOString(),
      },
    ]),
  });
  const { device: trustedDevice } = await trustDevice(scope, { userId: user.id, agent: `${marker} browser` });
  const [sessionId, grantId] = [generateId(), generateId()];
  const now = Math.floor(Date.now() / 1000);
  const lifetime = { iat: now, exp: now + 3600 };
  await upsertModelInstance(
    scope,
    'Grant',
    grantId,
    { ...lifetime, jti: grantId, kind: 'Grant', clientId: web.id, accountId: user.id },
    3600,
  );
  await upsertModelInstance(
    scope,
    'Session',
    sessionId,
    {
      ...lifetime,
      jti: sessionId,
      uid: generateId(),
      kind: 'Session',
      loginTs: now,
      accountId: user.id,
      authorizations: { [web.id]: { grantId } },
    },
    3600,
  );
  // An audit log naming the user and the application.
  const logId = generateId();
  const logKey = 'Interaction.SignIn.Submit';
  await insertLogs(scope, [
    {
      id: logId,
      key: logKey,
      user_id: user.id,
      application_id: web.id,
      payload: JSON.stringify({
        key: logKey,
        result: 'Success',
        userId: user.id,
        applicationId: web.id,
        marker,
      }),
    },
  ]);
  // Custom phrases are addressed by language, not by an id: both tenants hold a set of the same one.
  await upsertCustomPhraseOfLanguage(scope, 'de', { sign_in: { title: `${marker} title` } });
  const connector = await createConnector(scope, vault, {
    connectorId: 'http-sms',
    config: {
      endpoint: `https://${marker}.example.com/sms`,
      signingSecret: `${marker}-signing-secret`,
    },
    metadata: { name: { en: `${marker} sms` } },
  });
  // An organization built on the template, with a member, an application and JIT settings.
  const organizationScope = await createOrganizationScope(scope, {
    name: `${marker}:org-read`,
    description: marker,
  });
  const organizationUserRole = await createOrganizationRole(scope, {
    name: `${marker} org user role`,
    organizationScopeIds: [organizationScope.id],
    resourceScopeIds: [apiScope.id],
  });
  const organizationM2mRole = await createOrganizationRole(scope, {
    name: `${marker} org m2m role`,
    type: 'MachineToMachine',
  });
  const organization = await createOrganization(scope, {
    name: `${marker} organization`,
    description: marker,
  });
  await addOrganizationUsers(scope, organization.id, [user.id]);
  await addOrganizationUserRoles(scope, organization.id, user.id, {
    organizationRoleIds: [organizationUserRole.id],
  });
  await addOrganizationApplications(scope, organization.id, [m2m.id]);
  await assignOrganizationRolesToApplications(
    scope,
    organization.id,
    [m2m.id],
    [organizationM2mRole.id],
  );
  const emailDomain = `${marker}.example.com`;
  await addOrganizationJitEmailDomain(scope, organization.id, emailDomain);
  await addOrganizationJitRoles(scope, organization.id, [organizationUserRole.id]);
  // No message payload: nothing is sent, so the logger stays silent.
  const invitation = await createOrganizationInvitation(
    scope,
    {
      invitee: `${marker}@example.com`,
      organizationId: organization.id,
      organizationRoleIds: [organizationUserRole.id],
      expiresAt: Date.now() + 86_400_000,
    },
    { vault, logger: createLogger('silent'), outbound: createOutboundFetch('deny') },
  );
  const keys = await findPrivateKeys(scope);
  const { samlSecretIds, ...federation } = await createFederationEntities(scope, vault, marker);
  return {
    tenantId: scope.tenantId,
    marker,
    ids: {
      application: [web.id, m2m.id, thirdParty.id],
      role: [userRole.id, m2mRole.id],
      resource: [resource.id],
      scope: [apiScope.id],
      user: [user.id],
      key: keys.map((key) => key.id),
      secret: [secretName, ...samlSecretIds],
      target: [target],
      verification: [verificationId],
      session: [sessionId],
      grant: [grantId],
      trustedDevice: [trustedDevice.id],
      log: [logId],
      connector: [connector.id],
      organization: [organization.id],
      // `/organization-roles/{id}` and `{organizationRoleId}`, `organizationRoleIds`.
      'organization-role': [organizationUserRole.id, organizationM2mRole.id],
      organizationRole: [organizationUserRole.id, organizationM2mRole.id],
      'organization-scope': [organizationScope.id],
      organizationScope: [organizationScope.id],
      emailDomain: [emailDomain],
      'organization-invitation': [invitation.id],
      // `{invitationId}` of the cloud API's tenant invitations: the tenant's own invitation id,
      // so every cross-tenant try names an invitation that exists, only not the caller's.
      invitation: [invitation.id],
      ...federation,
    },
  };
}

/** Body fields that hold ids of a kind, besides `<kind>Id` and `<kind>Ids`. */
const fieldKinds: Record<string, string> = {
  resourceScopes: 'scope',
  organizationResourceScopes: 'scope',
  resourceScopeIds: 'scope',
  name: 'secret',
};

/** Path segments that name a kind (`/applications/{id}`, `/roles/{id}`). */
const singular = (segment: string) => segment.replace(/ies$/, 'y').replace(/s$/, '');

/** The kind of entity a path parameter names; `undefined` for one that is not an id. */
export function kindOfParameter(operation: Operation, parameter: Parameter): string | undefined {
  if (primary(parameter.schema).enum) {
    return undefined;
  }
  if (parameter.name === 'id') {
    const before = operation.path.split(`/{${parameter.name}}`)[0] ?? '';
    return singular(before.split('/').pop() ?? '');
  }
  if (parameter.name === 'tenantId') {
    return 'tenant';
  }
  // A language names no entity: every tenant may keep custom phrases of any language.
  if (parameter.name === 'languageTag') {
    return undefined;
  }
  return fieldKinds[parameter.name] ?? parameter.name.replace(/Id$/, '');
}

/** The kind of ids a body field holds (`scopeIds` → `scope`), or `undefined`. */
export function kindOfField(field: string): string | undefined {
  if (fieldKinds[field] && field !== 'name') {
    return fieldKinds[field];
  }
  // `tenantId` in bodies is accepted and ignored (a write lands in the addressed tenant).
  const match = /^(\w+?)Ids?$/.exec(field);
  return match?.[1] === 'tenant' ? undefined : match?.[1];
}

/** The ids of a kind in a tenant; the tenant's own id for `tenant`. */
export function idsOfKind(entities: TenantEntities, kind: string): string[] | undefined {
  return kind === 'tenant' ? [entities.tenantId] : entities.ids[kind];
}

/** Fills a path parameter with the tenant's first entity of its kind, else with a valid value. */
export const pathValueIn =
  (entities: TenantEntities) => (operation: Operation, parameter: Parameter) => {
    const kind = kindOfParameter(operation, parameter);
    const id = kind ? idsOfKind(entities, kind)?.[0] : undefined;
    return id ?? String(validValue(parameter.schema));
  };
