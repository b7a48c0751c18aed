import { useLocation } from 'react-router';

import { connectorTabs } from '../tabs';
import { isConnectorTab, type ConnectorTab } from './connector-kinds';

/**
 * The tab a connectors route sits under (`/{tenant}/connectors/{tab}/…`). The tabs are literal
 * route segments, not a route parameter, so they are read from the path.
 */
export const useConnectorTab = (): ConnectorTab => {
  const segments = useLocation().pathname.split('/');
  const tab = segments[segments.indexOf('connectors') + 1];
  return isConnectorTab(tab) ? tab : connectorTabs[0];
};
