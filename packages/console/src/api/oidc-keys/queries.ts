import { oidcKeyApi, type OidcKeyType } from '@tessera/schemas';

import { useEndpointQuery } from '../endpoint-hooks';
import { oidcKeyKeys } from './keys';

/** The tenant's keys of one type, current first (no key material). */
export const useOidcKeys = (tenantId: string, keyType: OidcKeyType) =>
  useEndpointQuery(oidcKeyKeys.list(tenantId, keyType), oidcKeyApi.list, { params: { keyType } });
