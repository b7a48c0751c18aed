import { adminTenantId } from '@tessera/schemas';
import { managementApiIndicator } from '../../tenancy/tenant-urls.js';

const placeholder = '\u0000';
const [indicatorPrefix = '', indicatorSuffix = ''] = managementApiIndicator(placeholder).split(placeholder);
const tenantIdPattern = /^[\da-z-]{1,21}$/;

/**
 * Whether a resource is a built-in Management API, which the API itself must not change: the
 * tenant's own, or, in the admin tenant, the one of any tenant it manages for console users.
 */
export function isManagementApiIndicator(tenantId: string, indicator: string): boolean {
  if (indicator === managementApiIndicator(tenantId)) {
    return true;
  }
  if (tenantId !== adminTenantId || !indicator.startsWith(indicatorPrefix) || !indicator.endsWith(indicatorSuffix)) {
    return false;
  }
  return tenantIdPattern.test(indicator.slice(indicatorPrefix.length, indicator.length - indicatorSuffix.length));
}
