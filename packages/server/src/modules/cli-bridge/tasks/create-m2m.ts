import { defaultTenantId } from '@tessera/schemas';
import { z } from 'zod';
import { findTenantById } from '../../../tenancy/tenant-queries.js';
import { managementApiIndicator, tenantIssuer } from '../../../tenancy/tenant-urls.js';
import { createManagementApiApp } from '../../management-api/m2m-app.js';
import { CliTaskError, type CliTask } from './task.js';

/** A machine-to-machine app with Management API access; prints what a client_credentials request needs. */
export const createM2mTask: CliTask = {
  summary:
    'Create a machine-to-machine app with Management API access; prints its credentials as JSON.',
  usage: '--name <name> [--tenant default]',
  options: z.strictObject({ name: z.string().optional(), tenant: z.string().optional() }),
  needsPreparedDatabase: true,
  run: async ({ db, vault, config, scopeOf }, options) => {
    const tenantId = options.tenant ?? defaultTenantId;
    const name = options.name?.trim();
    if (!name || name.length > 256) {
      throw new CliTaskError('--name is required (1 to 256 characters).');
    }
    if (!(await findTenantById(db, tenantId))) {
      throw new CliTaskError(`Tenant "${tenantId}" does not exist.`);
    }
    const { clientId, clientSecret } = await createManagementApiApp(await scopeOf(tenantId), vault, name);
    const issuer = tenantIssuer(config.endpoint, tenantId);
    return JSON.stringify(
      {
        clientId,
        clientSecret,
        tokenEndpoint: `${issuer}/token`,
        resource: managementApiIndicator(tenantId),
      },
      null,
      2,
    );
  },
};
