import type { ConnectorResponse } from '@tessera/schemas';

/** Events of the connectors area; the connector in them has its secrets masked. */
declare module '../../events/domain-events.js' {
  interface DomainEventCatalogue {
    'connector.created': { connector: ConnectorResponse };
    'connector.data.updated': { connector: ConnectorResponse };
    'connector.deleted': { connectorId: string };
  }
}
