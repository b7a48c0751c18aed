import type { AccountDeletionCheck } from '@tessera/schemas';
import { RequestError } from '../../errors/request-error.js';
import type { Logger } from '../../logger.js';
import { deleteCurrentUser } from '../me/service.js';
import { removeTenantMember } from '../tenant-members/member-service.js';
import { findMemberTenants, type TenantView } from '../tenants/member-tenants.js';
import { deleteTenant, type TenantsDependencies } from '../tenants/service.js';
import { planAccountDeletion } from './blockers.js';

/** The tenant service's dependencies and what describing a tenant needs (its plan, its invoices). */
export type AccountDeletionDependencies = TenantsDependencies & { view: TenantView };

/** The blockers and the tenants deleting the user's account would delete and leave, as of now. */
export async function checkAccountDeletion(
  { databases, adminScope, view }: AccountDeletionDependencies,
  userId: string,
): Promise<AccountDeletionCheck> {
  // The tenant responses carry the billing facts (plan, subscription, open invoices) the
  // blockers read, so whatever billing adds to them is checked here too.
  return planAccountDeletion(await findMemberTenants(databases, adminScope, userId, view));
}

/**
 * Deletes the console user's account (spec 000 §4.9): refused with 422 `account_deletion.blocked`
 * while a blocker exists; otherwise deletes the tenants the user administers, leaves the others,
 * then deletes the user. Each step commits on its own (a tenant's deletion is one transaction of
 * its own), in an order that never strands anything: the user goes last, so a failure half way
 * leaves an account that still sees its remaining tenants, and deleting again resumes from there.
 */
export async function deleteAccount(dependencies: AccountDeletionDependencies, userId: string, logger: Logger) {
  const { blockers, tenantsToDelete, tenantsToLeave } = await checkAccountDeletion(dependencies, userId);
  if (blockers.length > 0) {
    logger.info({ userId, blockers }, 'account deletion refused: blockers');
    throw new RequestError('account_deletion.blocked', 422, { blockers });
  }
  for (const tenant of tenantsToDelete) {
    await deleteTenant(dependencies, userId, tenant.id);
    logger.info({ userId, tenantId: tenant.id }, 'account deletion: tenant deleted');
  }
  for (const tenant of tenantsToLeave) {
    // The user is a collaborator there, never the tenant's last admin.
    await removeTenantMember(dependencies.adminScope, tenant.id, userId);
    logger.info({ userId, tenantId: tenant.id }, 'account deletion: tenant left');
  }
  await deleteCurrentUser(dependencies.adminScope, userId);
  logger.info({ userId }, 'account deletion: user deleted');
}
