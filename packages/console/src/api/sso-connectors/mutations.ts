import { ssoConnectorApi, type SsoConnectorCreate, type SsoConnectorPatch } from '@tessera/schemas';

import { useEndpointMutation } from '../endpoint-hooks';
import type { UseApiOptions } from '../use-api';
import { ssoConnectorKeys } from './keys';

export const useCreateSsoConnector = (options?: UseApiOptions) =>
  useEndpointMutation(ssoConnectorApi.create, (body: SsoConnectorCreate) => ({ body }), {
    ...options,
    invalidates: [ssoConnectorKeys.lists()],
  });

/**
 * The detail is read again after a save: only it carries what the server fetched from the IdP
 * (discovery document, parsed metadata), which a new config changes.
 */
export const useUpdateSsoConnector = (id: string, options?: UseApiOptions) =>
  useEndpointMutation(
    ssoConnectorApi.update,
    (body: SsoConnectorPatch) => ({ params: { id }, body }),
    { ...options, invalidates: [ssoConnectorKeys.all] },
  );

/** The deleted connector's own query would answer 404: it is forgotten, not refreshed. */
export const useDeleteSsoConnector = (id: string) =>
  useEndpointMutation(ssoConnectorApi.delete, () => ({ params: { id } }), {
    invalidates: [ssoConnectorKeys.all],
    forgets: [ssoConnectorKeys.detail(id)],
  });
