import { z } from 'zod';

import { defineEndpoint } from './endpoint';

/**
 * What stops a console user from deleting their account (spec 001 §8), checked on the tenants
 * the account deletion would delete (those the user is an admin of): a paid plan (any plan but
 * free or development), a subscription that is not active, an open invoice.
 */
export const accountDeletionBlockerCodes = ['paid_plan', 'subscription_status', 'open_invoice'] as const;
export type AccountDeletionBlockerCode = (typeof accountDeletionBlockerCodes)[number];

/** A tenant the deletion touches, named as its members see it. */
export const accountDeletionTenantGuard = z.object({ id: z.string(), name: z.string() });
export type AccountDeletionTenant = z.infer<typeof accountDeletionTenantGuard>;

/** One blocker with the tenants it concerns, each of which must be settled first. */
export const accountDeletionBlockerGuard = z
  .object({
    code: z.enum(accountDeletionBlockerCodes),
    tenants: z.array(accountDeletionTenantGuard).min(1),
  })
  .meta({ id: 'AccountDeletionBlocker' });
export type AccountDeletionBlocker = z.infer<typeof accountDeletionBlockerGuard>;

/**
 * What deleting the account would do now: the blockers (none means it may proceed), the tenants
 * it would delete (the user is an admin there) and those it would leave (collaborator there).
 */
export const accountDeletionCheckGuard = z
  .object({
    blockers: z.array(accountDeletionBlockerGuard),
    tenantsToDelete: z.array(accountDeletionTenantGuard),
    tenantsToLeave: z.array(accountDeletionTenantGuard),
  })
  .meta({ id: 'AccountDeletionCheck' });
export type AccountDeletionCheck = z.infer<typeof accountDeletionCheckGuard>;

/** The `data` of the 422 `account_deletion.blocked` error. */
export const accountDeletionBlockedDataGuard = z.object({ blockers: z.array(accountDeletionBlockerGuard).min(1) });

const unauthorized = 'No token, or not a console user token (auth.*).';

/**
 * The console user's account deletion (cloud edition). `DELETE /me` itself is `meApi.delete`;
 * it refuses while this check lists blockers.
 */
export const accountDeletionApi = {
  check: defineEndpoint({
    method: 'get',
    path: '/me/deletion-blockers',
    summary: 'Check whether the current console user can delete their account',
    description:
      'The blockers of the tenants the user is an admin of (paid plan, subscription not active, open invoice), and which tenants the deletion would delete and leave. Cloud edition only.',
    response: accountDeletionCheckGuard,
    returns: 'The blockers and the tenants the deletion touches.',
    failures: {
      401: unauthorized,
      403: 'Not the cloud edition (auth.cloud_only).',
    },
  }),
} as const;
