import type { AppContext } from '../../app-context.js';
import { tenantPathPrefix } from '../../tenancy/tenant-urls.js';
import type { SocialContext } from './factories/social/index.js';

/** What social protocols get from the server for a tenant: the vault and the tenant's public URL. */
export const socialContextOf = (context: Pick<AppContext, 'vault' | 'config'>, tenantId: string): SocialContext => ({
  vault: context.vault,
  tenantEndpoint: `${context.config.endpoint}${tenantPathPrefix(tenantId)}`,
});
