import {
  jwtCustomizerApi,
  type CustomJwtTokenTypePath,
  type JwtCustomizer,
  type JwtCustomizerTest,
} from '@tessera/schemas';

import { useEndpointMutation } from '../endpoint-hooks';
import type { UseApiOptions } from '../use-api';
import { jwtCustomizerKeys } from './keys';

export const useUpsertJwtCustomizer = (
  tokenTypePath: CustomJwtTokenTypePath,
  options?: UseApiOptions,
) =>
  useEndpointMutation(
    jwtCustomizerApi.upsert,
    (body: JwtCustomizer) => ({ params: { tokenTypePath }, body }),
    {
      ...options,
      invalidates: [jwtCustomizerKeys.all],
    },
  );

/** The deleted script's own query would answer 404: it is forgotten, not refreshed. */
export const useDeleteJwtCustomizer = (tokenTypePath: CustomJwtTokenTypePath) =>
  useEndpointMutation(jwtCustomizerApi.delete, () => ({ params: { tokenTypePath } }), {
    invalidates: [jwtCustomizerKeys.list()],
    forgets: [jwtCustomizerKeys.detail(tokenTypePath)],
  });

/** A test stores nothing; its failure (the script's error) is shown by the test panel. */
export const useTestJwtCustomizer = () =>
  useEndpointMutation(jwtCustomizerApi.test, (body: JwtCustomizerTest) => ({ body }), {
    hideErrorToast: true,
    invalidates: [],
  });
