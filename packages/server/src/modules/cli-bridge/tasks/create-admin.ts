import { adminTenantId, defaultTenantId } from '@tessera/schemas';
import { translateError } from '@tessera/phrases';
import { z } from 'zod';
import { RequestError } from '../../../errors/request-error.js';
import { findExperienceSettings } from '../../experience/experience-settings.js';
import { consoleAdminRoleName } from '../../management-api/seed.js';
import { assertPasswordAccepted } from '../../passwords/password-policy-check.js';
import { fetchPwnedRange } from '../../passwords/pwned-range.js';
import { findRoleByName } from '../../roles/queries.js';
import { createUser } from '../../users/service.js';
import { CliTaskError, type CliTask } from './task.js';

/**
 * A console administrator: a user of the admin tenant holding the role that manages the default
 * tenant. Works for the first administrator and for further ones; the password policy applies.
 */
export const createAdminTask: CliTask = {
  summary: 'Create a console administrator (a user of the admin tenant).',
  usage: '--username <username> --password <password> [--email <email>]',
  options: z.strictObject({
    username: z.string().optional(),
    password: z.string().optional(),
    email: z.string().optional(),
  }),
  needsPreparedDatabase: true,
  run: async ({ tenantScope, config, logger }, { username, password, email }) => {
    if (!username || !password) {
      throw new CliTaskError('--username and --password are required.');
    }
    const scope = tenantScope(adminTenantId);
    try {
      const settings = await findExperienceSettings(scope);
      await assertPasswordAccepted(password, settings.passwordPolicy, {
        userInfo: { username, email },
        pwnedRange: fetchPwnedRange,
        logger,
      });
      const role = await findRoleByName(scope, consoleAdminRoleName(defaultTenantId));
      if (!role) {
        throw new CliTaskError('The console administrator role is missing.');
      }
      const user = await createUser(
        scope,
        { username, primaryEmail: email, password },
        { defaultRoles: true, roleIds: [role.id] },
      );
      return `Created administrator "${username}" (${user.id}). Sign in at ${config.endpoint}/console`;
    } catch (error) {
      if (error instanceof RequestError) {
        throw new CliTaskError(translateError(error.code, 'en', error.data));
      }
      throw error;
    }
  },
};
