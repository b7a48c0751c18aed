import type { AppContext } from '../../app-context.js';
import { tenantBaseUrlAt } from '../../tenancy/tenant-base-url.js';
import type { TenantLocation } from '../../tenancy/tenant-location.js';
import type { SocialContext } from './factories/social/index.js';

/**
 * What social protocols get from the server for a tenant: the vault and the tenant's public URL
 * where the request reached it (a custom domain stays on the custom domain).
 */
export const socialContextOf = (context: Pick<AppContext, 'vault'>, location: TenantLocation): SocialContext => ({
  vault: context.vault,
  tenantEndpoint: tenantBaseUrlAt(location),
});
