import { jwtCustomizerApi, type CustomJwtTokenTypePath } from '@tessera/schemas';

import { useEndpointQuery } from '../endpoint-hooks';
import { jwtCustomizerKeys } from './keys';

/** The scripts of the tenant, one per token type that has one. */
export const useJwtCustomizers = () =>
  useEndpointQuery(jwtCustomizerKeys.list(), jwtCustomizerApi.list, {});

/** One token type's script, for its editor; any failure is shown by the page, not toasted. */
export const useJwtCustomizer = (tokenTypePath: CustomJwtTokenTypePath, { enabled = true } = {}) =>
  useEndpointQuery(
    jwtCustomizerKeys.detail(tokenTypePath),
    jwtCustomizerApi.get,
    { params: { tokenTypePath } },
    { enabled, hideErrorToast: true },
  );
