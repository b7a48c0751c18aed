import { useOutletContext } from 'react-router';

import type { SsoConnectorResponse } from '@tessera/schemas';

export interface SsoConnectorOutletContext {
  connector: SsoConnectorResponse;
}

/** The loaded connector, for the tabs rendered in the details page's outlet. */
export const useSsoConnectorOutlet = () => useOutletContext<SsoConnectorOutletContext>();
