import type { PwnedRangeFetcher } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { consoleUserGuard } from '../../../auth/management-guard.js';
import { fetchPwnedRange } from '../../passwords/pwned-range.js';
import { accountDeletionRoutes, type AccountDeletionCloud } from '../../account-deletion/routes.js';
import { customDataRoutes } from './custom-data.js';
import { guardRouters } from '../me-contract.js';
import { passwordRoutes } from './password.js';
import { profileRoutes } from './profile.js';
import { meAssetRoutes } from './user-assets.js';
import { meSocialRoutes } from './social.js';
import { createRouter } from '../../../http/create-router.js';

export type MeOptions = {
  /** The breach range lookup for new passwords; the public service by default, a fake in tests. */
  pwnedRange?: PwnedRangeFetcher;
  /** The cloud edition's plans, read once at start, and the admin tenant's scope (none outside cloud). */
  cloud?: AccountDeletionCloud;
};

/**
 * The console user's own account under `/me`: profile, custom data, password, account deletion,
 * avatar uploads (which guard themselves: the guard must run before the upload size limit).
 * Every route takes only tokens the admin tenant issued to a user; the data lives in the admin
 * tenant whichever tenant the request addresses.
 */
export const meRoutes = (context: AppContext, options: MeOptions = {}) =>
  createRouter()
    .route('/', meAssetRoutes(context))
    .route(
      '/',
      guardRouters(
        [
          profileRoutes(context),
          customDataRoutes(context),
          passwordRoutes(context, { pwnedRange: options.pwnedRange ?? fetchPwnedRange }),
          accountDeletionRoutes(context, options.cloud),
          meSocialRoutes(context),
        ],
        consoleUserGuard(context.config, context.providers, context.ephemeral),
      ),
    );
