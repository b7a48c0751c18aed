import type { PwnedRangeFetcher } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { accountApiCors } from '../../account-center/account-api-cors.js';
import { accountTokenGuard } from '../../account-center/account-token-guard.js';
import { createRouter } from '../../../http/create-router.js';
import { guardRouters } from '../../me/me-contract.js';
import { fetchPwnedRange } from '../../passwords/pwned-range.js';
import { createVerificationRecords } from '../../verifications/records.js';
import { myAccountFieldRoutes } from './account.js';
import { myAvatarRoutes } from './avatar.js';
import { myConnectionRoutes } from './connections.js';
import { myIdentityTokenRoutes } from './identity-tokens.js';
import { myMfaRoutes } from './mfa.js';

export type MyAccountOptions = { pwnedRange?: PwnedRangeFetcher };

/**
 * The account API under `/my-account`: end users' own accounts, with the tenant's access token
 * (see account-token-guard.ts) and within what the tenant's account center allows.
 */
export const myAccountRoutes = (context: AppContext, options: MyAccountOptions = {}) => {
  const records = createVerificationRecords(context.ephemeral);
  // The name authenticator apps show beside the code.
  const issuer = new URL(context.config.endpoint).host;
  const guard = accountTokenGuard(context.providers);
  const guarded = guardRouters(
    [
      myAccountFieldRoutes(records, options.pwnedRange ?? fetchPwnedRange, context.vault),
      myIdentityTokenRoutes(records, context.vault),
      myMfaRoutes(records, { vault: context.vault, ephemeral: context.ephemeral, issuer }),
      myConnectionRoutes(records, context.providers),
    ],
    guard,
  );
  const router = createRouter();
  router.use('/my-account', accountApiCors());
  router.use('/my-account/*', accountApiCors());
  // The upload guards itself: the guard must run before the upload size limit.
  router.route('/', myAvatarRoutes(context, records, guard));
  return router.route('/', guarded);
};
