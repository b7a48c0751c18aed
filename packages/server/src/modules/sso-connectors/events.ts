import type { SsoConnectorResponse } from '@tessera/schemas';

/** Events of the enterprise SSO area; the connector in them has its secrets masked. */
declare module '../../events/domain-events.js' {
  interface DomainEventCatalogue {
    'sso_connector.created': { ssoConnector: SsoConnectorResponse };
    'sso_connector.data.updated': { ssoConnector: SsoConnectorResponse };
    'sso_connector.deleted': { ssoConnectorId: string };
  }
}
