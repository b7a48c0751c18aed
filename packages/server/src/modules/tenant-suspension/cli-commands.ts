import { adminTenantId, operatorRoleName } from '@tessera/schemas';
import { z } from 'zod';
import { RequestError } from '../../errors/request-error.js';
import { translateError } from '../../errors/phrases.js';
import { CliTaskError, type CliTask, type TaskDeps } from '../cli-bridge/tasks/task.js';
import { addRolesToUser } from '../roles/assignment-service.js';
import { findRoleByName } from '../roles/queries.js';
import { suspendTenant, unsuspendTenant } from './service.js';

const cloudOnly = (deps: TaskDeps) => {
  if (deps.config.edition !== 'cloud') {
    throw new CliTaskError('Tenant suspension is a cloud edition feature: set EDITION=cloud.');
  }
};

/** The service's coded errors, printed as the sentence the API would answer with. */
async function asCliTask<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RequestError) {
      throw new CliTaskError(translateError(error.code, 'en', error.data));
    }
    throw error;
  }
}

const tenantOption = z.strictObject({ tenant: z.string().optional() });

const requireTenant = (options: { tenant?: string }) => {
  const tenantId = options.tenant?.trim();
  if (!tenantId) {
    throw new CliTaskError('The tenant id is required: tenant suspend <tenantId>.');
  }
  return tenantId;
};

const changeTask = (suspend: boolean): CliTask => ({
  summary: suspend
    ? 'Suspend a tenant: its sign-in, token endpoint and Management API refuse until unsuspended.'
    : 'Lift the suspension of a tenant.',
  usage: '<tenantId>',
  options: tenantOption,
  needsPreparedDatabase: true,
  run: async (deps, options) => {
    cloudOnly(deps);
    const tenantId = requireTenant(options);
    const dependencies = { db: deps.db, scopeOf: deps.tenantScope };
    const result = await asCliTask(() =>
      suspend ? suspendTenant(dependencies, tenantId) : unsuspendTenant(dependencies, tenantId),
    );
    return JSON.stringify(result, null, 2);
  },
});

export const tenantSuspendTask = changeTask(true);
export const tenantUnsuspendTask = changeTask(false);

/** Gives a console user the admin tenant's `operator` role, and with it the suspension API. */
export const tenantOperatorTask: CliTask = {
  summary: 'Make a console user an operator, who may suspend tenants through the cloud API.',
  usage: '<userId>',
  options: z.strictObject({ user: z.string().optional() }),
  needsPreparedDatabase: true,
  run: async (deps, options) => {
    cloudOnly(deps);
    const userId = options.user?.trim();
    if (!userId) {
      throw new CliTaskError('The user id is required: tenant operator <userId>.');
    }
    const admin = deps.tenantScope(adminTenantId);
    const role = await findRoleByName(admin, operatorRoleName);
    if (!role) {
      throw new CliTaskError('The operator role is missing: start the server once in the cloud edition.');
    }
    await asCliTask(() => addRolesToUser(admin, userId, [role.id]));
    return `User "${userId}" is an operator.`;
  },
};
