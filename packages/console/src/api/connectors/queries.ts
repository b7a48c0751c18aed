import { connectorApi, type ConnectorFactoryId } from '@tessera/schemas';

import { useEndpointQuery, type QueryOptions } from '../endpoint-hooks';
import { connectorKeys } from './keys';

/** Every factory the server offers (SMTP email, HTTP SMS…), each with its config form. */
export const useConnectorFactories = (options?: QueryOptions) =>
  useEndpointQuery(connectorKeys.factories(), connectorApi.listFactories, {}, options);

/** One factory of a guide page (ids are a fixed set: the page checks the one in its URL first). */
export const useConnectorFactory = (id: ConnectorFactoryId) =>
  useEndpointQuery(
    connectorKeys.factory(id),
    connectorApi.getFactory,
    { params: { id } },
    {
      hideErrorToast: ['entity.not_exists_with_id', 'connector.factory_not_found'],
    },
  );

/** The tenant's connectors (a handful: at most one email and one SMS, plus social ones). */
export const useConnectors = (query: { target?: string } = {}, options?: QueryOptions) =>
  useEndpointQuery(connectorKeys.list(query), connectorApi.list, { query }, options);

/** The connector of a details page; a missing one (404) is shown by the page, not toasted. */
export const useConnector = (id: string) =>
  useEndpointQuery(
    connectorKeys.detail(id),
    connectorApi.get,
    { params: { id } },
    {
      hideErrorToast: ['entity.not_exists_with_id'],
    },
  );
