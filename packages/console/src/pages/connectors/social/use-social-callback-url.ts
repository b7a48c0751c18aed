import { useParams } from 'react-router';

import { useConsoleConfig, useTenantEndpoint } from '../../../api/well-known/queries';

/**
 * Where the provider sends users back after they sign in: `/callback/{connectorId}` on the
 * tenant's user endpoint, the address the sign-in app finishes social sign-in at. The
 * open-source edition serves its one tenant at the console's own origin; in cloud the server
 * says where each tenant is served.
 */
export const useSocialCallbackUrl = (connectorId: string): string | undefined => {
  const { tenantId = '' } = useParams();
  const { edition } = useConsoleConfig();
  const endpoint = useTenantEndpoint(tenantId, { enabled: edition === 'cloud' });
  const base = edition === 'cloud' ? endpoint.data?.user : window.location.origin;
  if (!base) {
    return undefined;
  }
  return new URL(`callback/${encodeURIComponent(connectorId)}`, base.endsWith('/') ? base : `${base}/`).href;
};
