import { adminTenantId, defaultTenantId } from '@tessera/schemas';
import { translateError } from '@tessera/phrases';
import { seedAll } from '../../bootstrap/seed.js';
import { migrateToLatest } from '../../db/migrate.js';
import { scopeToTenant } from '../../db/tenant-scope.js';
import { RequestError } from '../../errors/request-error.js';
import { createLogger } from '../../logger.js';
import { findExperienceSettings } from '../../modules/experience/experience-settings.js';
import { consoleAdminRoleName } from '../../modules/management-api/seed.js';
import { assertPasswordAccepted } from '../../modules/passwords/password-policy-check.js';
import { fetchPwnedRange } from '../../modules/passwords/pwned-range.js';
import { findRoleByName } from '../../modules/roles/queries.js';
import { createUser } from '../../modules/users/service.js';
import { parseOptions, print, type CliCommand } from '../command.js';
import { withDatabase } from '../with-database.js';

/**
 * A console administrator: a user of the admin tenant holding the role that manages the default
 * tenant. Works for the first administrator and for further ones; the password policy applies.
 */
export const createAdmin: CliCommand = {
  summary: 'Create a console administrator (a user of the admin tenant).',
  usage: '--username <username> --password <password> [--email <email>]',
  run: (config, args) => {
    const options = parseOptions(args, ['username', 'password', 'email']);
    if (!options.username || !options.password) {
      throw new Error('--username and --password are required.');
    }
    const { username, password, email } = options;
    return withDatabase(config, async ({ db }) => {
      await migrateToLatest(db);
      await seedAll(db);
      const scope = scopeToTenant(db, adminTenantId);
      try {
        const settings = await findExperienceSettings(scope);
        await assertPasswordAccepted(password, settings.passwordPolicy, {
          userInfo: { username, email },
          pwnedRange: fetchPwnedRange,
          logger: createLogger('warn'),
        });
        const role = await findRoleByName(scope, consoleAdminRoleName(defaultTenantId));
        if (!role) {
          throw new Error('The console administrator role is missing.');
        }
        const user = await createUser(
          scope,
          { username, primaryEmail: email, password },
          { defaultRoles: true, roleIds: [role.id] },
        );
        print(`Created administrator "${username}" (${user.id}). Sign in at ${config.endpoint}/console`);
      } catch (error) {
        if (error instanceof RequestError) {
          throw new Error(translateError(error.code, 'en', error.data), { cause: error });
        }
        throw error;
      }
    });
  },
};
