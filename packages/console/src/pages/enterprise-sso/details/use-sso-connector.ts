import { useOutletContext } from 'react-router';

import type { SsoConnectorDetail } from '../../../api/sso-connectors/contracts';

export interface SsoConnectorOutletContext {
  connector: SsoConnectorDetail;
}

/** The loaded connector, for the tabs rendered in the details page's outlet. */
export const useSsoConnectorOutlet = () => useOutletContext<SsoConnectorOutletContext>();
