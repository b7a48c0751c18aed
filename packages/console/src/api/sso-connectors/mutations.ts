import { ssoConnectorApi, type SsoConnectorCreate, type SsoConnectorPatch } from '@tessera/schemas';

import { useEndpointMutation } from '../endpoint-hooks';
import type { UseApiOptions } from '../use-api';
import { ssoConnectorKeys } from './keys';

export const useCreateSsoConnector = (options?: UseApiOptions) =>
  useEndpointMutation(ssoConnectorApi.create, (body: SsoConnectorCreate) => ({ body }), {
    ...options,
    invalidates: [ssoConnectorKeys.lists()],
  });

export const useUpdateSsoConnector = (id: string, options?: UseApiOptions) =>
  useEndpointMutation(
    ssoConnectorApi.update,
    (body: SsoConnectorPatch) => ({ params: { id }, body }),
    { ...options, invalidates: [ssoConnectorKeys.lists()] },
  );

/** The deleted connector's own query would answer 404: it is forgotten, not refreshed. */
export const useDeleteSsoConnector = (id: string) =>
  useEndpointMutation(ssoConnectorApi.delete, () => ({ params: { id } }), {
    invalidates: [ssoConnectorKeys.all],
    forgets: [ssoConnectorKeys.detail(id)],
  });
