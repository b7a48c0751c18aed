import {
  connectorCreateTypes,
  type ConnectorCreateType,
  type ConnectorType,
} from '@tessera/schemas';

import { connectorTabs } from '../tabs';

export type ConnectorTab = (typeof connectorTabs)[number];

/** The connector type a create route (`create/{createType}`) adds. */
export const connectorTypeOf: Readonly<Record<ConnectorCreateType, ConnectorType>> = {
  email: 'Email',
  sms: 'Sms',
  social: 'Social',
};

/** The create route segment of a connector type. */
export const createTypeOf: Readonly<Record<ConnectorType, ConnectorCreateType>> = {
  Email: 'email',
  Sms: 'sms',
  Social: 'social',
};

/** Email and SMS connectors live on the passwordless tab, social ones on the social tab. */
export const tabOf = (type: ConnectorType): ConnectorTab =>
  type === 'Social' ? 'social' : 'passwordless';

export const isConnectorCreateType = (value: string): value is ConnectorCreateType =>
  (connectorCreateTypes as readonly string[]).includes(value);

export const isConnectorTab = (value: string | undefined): value is ConnectorTab =>
  (connectorTabs as readonly (string | undefined)[]).includes(value);
