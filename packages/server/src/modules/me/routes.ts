import type { PwnedRangeFetcher } from '@tessera/schemas';
import type { AppContext } from '../../app-context.js';
import { consoleUserGuard } from '../../auth/management-guard.js';
import { fetchPwnedRange } from '../passwords/pwned-range.js';
import { accountRoutes } from './account-routes.js';
import { customDataRoutes } from './custom-data-routes.js';
import { guardRouters } from './me-contract.js';
import { passwordRoutes } from './password-routes.js';
import { profileRoutes } from './profile-routes.js';

export type MeOptions = {
  /** The breach range lookup for new passwords; the public service by default, a fake in tests. */
  pwnedRange?: PwnedRangeFetcher;
};

/**
 * The console user's own account under `/me`: profile, custom data, password, account deletion.
 * Every route takes only tokens the admin tenant issued to a user; the data lives in the admin
 * tenant whichever tenant the request addresses.
 */
export const meRoutes = (context: AppContext, options: MeOptions = {}) =>
  guardRouters(
    [
      profileRoutes(context),
      customDataRoutes(context),
      passwordRoutes(context, { pwnedRange: options.pwnedRange ?? fetchPwnedRange }),
      accountRoutes(context),
    ],
    consoleUserGuard(context.config, context.providers),
  );
