import { sql } from 'kysely';
import type { TenantScope } from '../../db/tenant-scope.js';

/** Who asks for an organization token: a member user, or a member machine-to-machine app. */
export type OrganizationSubject = { kind: 'user' | 'application'; id: string };

/** What one organization gives a subject: nothing when not a member. */
export type OrganizationGrant = {
  isMember: boolean;
  /** The organization's MFA requirement, read for the check the MFA issue adds. */
  isMfaRequired: boolean;
  /** Organization scope names, or with a resource, that resource's scope names. */
  scopes: string[];
};

// Table names are spelled out: the tenant scope filters its first table by name, not by alias.

const userMembership = (scope: TenantScope, userId: string, organizationId: string) =>
  scope
    .selectFrom('organization_user_relations')
    .innerJoin('organizations', (join) =>
      join
        .onRef('organizations.tenant_id', '=', 'organization_user_relations.tenant_id')
        .onRef('organizations.id', '=', 'organization_user_relations.organization_id'),
    )
    .leftJoin('organization_role_user_relations', (join) =>
      join
        .onRef(
          'organization_role_user_relations.tenant_id',
          '=',
          'organization_user_relations.tenant_id',
        )
        .onRef(
          'organization_role_user_relations.organization_id',
          '=',
          'organization_user_relations.organization_id',
        )
        .onRef(
          'organization_role_user_relations.user_id',
          '=',
          'organization_user_relations.user_id',
        ),
    )
    .where('organization_user_relations.organization_id', '=', organizationId)
    .where('organization_user_relations.user_id', '=', userId)
    .select([
      'organizations.is_mfa_required',
      'organization_role_user_relations.tenant_id as role_tenant_id',
      'organization_role_user_relations.organization_role_id as role_id',
    ]);

const applicationMembership = (scope: TenantScope, applicationId: string, organizationId: string) =>
  scope
    .selectFrom('organization_application_relations')
    .innerJoin('organizations', (join) =>
      join
        .onRef('organizations.tenant_id', '=', 'organization_application_relations.tenant_id')
        .onRef('organizations.id', '=', 'organization_application_relations.organization_id'),
    )
    .leftJoin('organization_role_application_relations', (join) =>
      join
        .onRef(
          'organization_role_application_relations.tenant_id',
          '=',
          'organization_application_relations.tenant_id',
        )
        .onRef(
          'organization_role_application_relations.organization_id',
          '=',
          'organization_application_relations.organization_id',
        )
        .onRef(
          'organization_role_application_relations.application_id',
          '=',
          'organization_application_relations.application_id',
        ),
    )
    .where('organization_application_relations.organization_id', '=', organizationId)
    .where('organization_application_relations.application_id', '=', applicationId)
    .select([
      'organizations.is_mfa_required',
      'organization_role_application_relations.tenant_id as role_tenant_id',
      'organization_role_application_relations.organization_role_id as role_id',
    ]);

/** The subject's membership rows, one per role held (one with no role when it holds none). */
const membershipOf = (scope: TenantScope, subject: OrganizationSubject, organizationId: string) =>
  (subject.kind === 'user'
    ? userMembership(scope, subject.id, organizationId)
    : applicationMembership(scope, subject.id, organizationId)
  ).as('membership');

const toGrant = (rows: { is_mfa_required: boolean; name: string | null }[]): OrganizationGrant => ({
  isMember: rows.length > 0,
  isMfaRequired: rows[0]?.is_mfa_required ?? false,
  scopes: [...new Set(rows.flatMap((row) => (row.name === null ? [] : [row.name])))].sort(),
});

/**
 * Membership and the organization scopes a subject holds in one organization, in one statement:
 * every join walks a primary key from the membership `(tenant, organization, subject)`, so the
 * cost does not grow with the number of organizations the subject belongs to. No row: not a
 * member; rows without a name: a member without scopes.
 */
export const findOrganizationScopeGrant = async (
  scope: TenantScope,
  subject: OrganizationSubject,
  organizationId: string,
): Promise<OrganizationGrant> =>
  toGrant(
    await scope
      .selectFromDerived(membershipOf(scope, subject, organizationId))
      .leftJoin('organization_role_scope_relations', (join) =>
        join
          .onRef('organization_role_scope_relations.tenant_id', '=', 'membership.role_tenant_id')
          .onRef(
            'organization_role_scope_relations.organization_role_id',
            '=',
            'membership.role_id',
          ),
      )
      .leftJoin('organization_scopes', (join) =>
        join
          .onRef(
            'organization_scopes.tenant_id',
            '=',
            'organization_role_scope_relations.tenant_id',
          )
          .onRef(
            'organization_scopes.id',
            '=',
            'organization_role_scope_relations.organization_scope_id',
          ),
      )
      .select(['membership.is_mfa_required', 'organization_scopes.name'])
      .execute(),
  );

/** As findOrganizationScopeGrant, with the API resource scopes of one resource the roles grant. */
export const findOrganizationResourceScopeGrant = async (
  scope: TenantScope,
  subject: OrganizationSubject,
  organizationId: string,
  resourceId: string,
): Promise<OrganizationGrant> =>
  toGrant(
    await scope
      .selectFromDerived(membershipOf(scope, subject, organizationId))
      .leftJoin('organization_role_resource_scope_relations', (join) =>
        join
          .onRef(
            'organization_role_resource_scope_relations.tenant_id',
            '=',
            'membership.role_tenant_id',
          )
          .onRef(
            'organization_role_resource_scope_relations.organization_role_id',
            '=',
            'membership.role_id',
          ),
      )
      .leftJoin('scopes', (join) =>
        join
          .onRef('scopes.tenant_id', '=', 'organization_role_resource_scope_relations.tenant_id')
          .onRef('scopes.id', '=', 'organization_role_resource_scope_relations.scope_id')
          .on('scopes.resource_id', '=', resourceId),
      )
      .select(['membership.is_mfa_required', 'scopes.name'])
      .execute(),
  );

/** Every organization scope name of the tenant: what an app may ask users to consent to. */
export const findOrganizationScopeNames = async (scope: TenantScope) =>
  (await scope.selectFrom('organization_scopes').select('name').orderBy('name').execute()).map(
    (row) => row.name,
  );

/**
 * Resource scope names a user may hold through any of their organization roles; what an
 * authorization request may have granted so that later `resource` + `organization_id` tokens
 * can carry them.
 */
export const findUserOrganizationResourceScopeNames = async (
  scope: TenantScope,
  userId: string,
  resourceId: string,
) => {
  const rows = await scope
    .selectFrom('organization_role_user_relations')
    .innerJoin('organization_role_resource_scope_relations', (join) =>
      join
        .onRef(
          'organization_role_resource_scope_relations.tenant_id',
          '=',
          'organization_role_user_relations.tenant_id',
        )
        .onRef(
          'organization_role_resource_scope_relations.organization_role_id',
          '=',
          'organization_role_user_relations.organization_role_id',
        ),
    )
    .innerJoin('scopes', (join) =>
      join
        .onRef('scopes.tenant_id', '=', 'organization_role_resource_scope_relations.tenant_id')
        .onRef('scopes.id', '=', 'organization_role_resource_scope_relations.scope_id'),
    )
    .select('scopes.name')
    .distinct()
    .where('organization_role_user_relations.user_id', '=', userId)
    .where('scopes.resource_id', '=', resourceId)
    .execute();
  return rows.map((row) => row.name);
};

/**
 * The ids of the organizations a user is a member of (the `organizations` claim), in the
 * database's order of ids. One row carrying one JSON array: a user in a thousand organizations
 * costs one value to read, pass between threads and parse, not a thousand rows.
 */
export const findOrganizationIdsOfUser = async (scope: TenantScope, userId: string) => {
  const row = await scope
    .selectFrom('organization_user_relations')
    .select(
      sql<string | null>`json_agg(organization_id order by organization_id)::text`.as('ids'),
    )
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.ids ? (JSON.parse(row.ids) as string[]) : [];
};
