import { verificationIdHeader } from '@tessera/schemas';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env.js';
import { routesOf } from '../../http/endpoint-route.js';
import { security } from '../../http/contract-parts.js';
import { findAccountCenter } from '../account-center/service.js';
import type { VerificationRecords } from '../verifications/records.js';
import type { AccountCaller } from './account-service.js';

export const myAccountRoute = routesOf({ tags: ['My account'], security });

/** The caller of an account API request (after the account token guard). */
export const callerOf = async (c: Context<AppEnv>, records: VerificationRecords): Promise<AccountCaller> => {
  const scope = c.get('scope');
  const auth = c.get('auth');
  return {
    scope,
    settings: await findAccountCenter(scope),
    userId: auth.subject,
    scopes: auth.scopes,
    records,
    verificationId: c.req.header(verificationIdHeader),
  };
};
