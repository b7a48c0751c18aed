import {
  connectorApi,
  type ConnectorCreate,
  type ConnectorFactoryId,
  type ConnectorPatch,
  type ConnectorTest,
} from '@tessera/schemas';

import type { UseApiOptions } from '../use-api';
import { useEndpointMutation } from '../endpoint-hooks';
import { connectorKeys } from './keys';

export const useCreateConnector = (options?: UseApiOptions) =>
  useEndpointMutation(connectorApi.create, (body: ConnectorCreate) => ({ body }), {
    ...options,
    invalidates: [connectorKeys.all],
  });

export const useUpdateConnector = (id: string, options?: UseApiOptions) =>
  useEndpointMutation(connectorApi.update, (body: ConnectorPatch) => ({ params: { id }, body }), {
    ...options,
    invalidates: [connectorKeys.all],
  });

/** The deleted connector's own query would answer 404: it is forgotten, not refreshed. */
export const useDeleteConnector = (id: string) =>
  useEndpointMutation(connectorApi.delete, () => ({ params: { id } }), {
    invalidates: [connectorKeys.all],
    forgets: [connectorKeys.detail(id)],
  });

/** Sends a test message through a factory with a config that need not be saved; changes nothing. */
export const useSendTestMessage = (factoryId: ConnectorFactoryId, options?: UseApiOptions) =>
  useEndpointMutation(
    connectorApi.test,
    (body: ConnectorTest) => ({ params: { factoryId }, body }),
    {
      ...options,
      invalidates: [],
    },
  );
