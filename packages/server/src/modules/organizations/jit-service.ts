import type { TenantScope } from '../../db/tenant-scope.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { notFound, RequestError } from '../../errors/request-error.js';
import {
  deleteOrganizationJitEmailDomain,
  deleteOrganizationJitRole,
  deleteOrganizationJitRolesExcept,
  findOrganizationJitEmailDomain,
  insertOrganizationJitEmailDomain,
  insertOrganizationJitRoles,
  replaceOrganizationJitEmailDomainRows,
} from './jit-queries.js';
import { assertOrganizationRoles } from './membership-service.js';
import { requireOrganization } from './service.js';

/**
 * Domains are compared as email addresses compare them, ignoring case, so `Example.com` and
 * `example.com` are one domain and a sign-up with either address matches it.
 */
const normalise = (emailDomain: string) => emailDomain.toLowerCase();

const domainInUse = (emailDomain: string) =>
  new RequestError('entity.unique_integrity_violation', 422, {
    field: 'emailDomain',
    value: emailDomain,
  });

export async function addOrganizationJitEmailDomain(
  scope: TenantScope,
  organizationId: string,
  emailDomain: string,
) {
  await requireOrganization(scope, organizationId);
  const domain = normalise(emailDomain);
  if (await findOrganizationJitEmailDomain(scope, organizationId, domain)) {
    throw domainInUse(domain);
  }
  return insertOrganizationJitEmailDomain(scope, organizationId, domain).catch((error: unknown) => {
    throw isUniqueViolation(error) ? domainInUse(domain) : error;
  });
}

/** Exactly these domains, in one transaction. */
export async function replaceOrganizationJitEmailDomains(
  scope: TenantScope,
  organizationId: string,
  emailDomains: readonly string[],
) {
  await requireOrganization(scope, organizationId);
  const domains = [...new Set(emailDomains.map(normalise))];
  await scope.transaction((tx) =>
    replaceOrganizationJitEmailDomainRows(tx, organizationId, domains),
  );
}

export async function removeOrganizationJitEmailDomain(
  scope: TenantScope,
  organizationId: string,
  emailDomain: string,
) {
  await requireOrganization(scope, organizationId);
  if (
    (await deleteOrganizationJitEmailDomain(scope, organizationId, normalise(emailDomain))) === 0
  ) {
    throw notFound('organization email domain', emailDomain);
  }
}

/** Users joining just in time get these roles, so they must be `User` roles. */
export async function addOrganizationJitRoles(
  scope: TenantScope,
  organizationId: string,
  roleIds: readonly string[],
) {
  await requireOrganization(scope, organizationId);
  await insertOrganizationJitRoles(
    scope,
    organizationId,
    await assertOrganizationRoles(scope, roleIds, 'User'),
  );
}

/** Exactly these just-in-time roles, in one transaction. */
export async function replaceOrganizationJitRoles(
  scope: TenantScope,
  organizationId: string,
  roleIds: readonly string[],
) {
  await requireOrganization(scope, organizationId);
  const roles = await assertOrganizationRoles(scope, roleIds, 'User');
  await scope.transaction(async (tx) => {
    await deleteOrganizationJitRolesExcept(tx, organizationId, roles);
    await insertOrganizationJitRoles(tx, organizationId, roles);
  });
}

export async function removeOrganizationJitRole(
  scope: TenantScope,
  organizationId: string,
  roleId: string,
) {
  await requireOrganization(scope, organizationId);
  if ((await deleteOrganizationJitRole(scope, organizationId, roleId)) === 0) {
    throw notFound('organization just-in-time role', roleId);
  }
}
