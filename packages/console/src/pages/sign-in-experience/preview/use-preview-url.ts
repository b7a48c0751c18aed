import { experiencePreviewQueryKey } from '@tessera/schemas';
import { useParams } from 'react-router';

import { useConsoleConfig, useTenantEndpoint } from '../../../api/well-known/queries';

/**
 * Where the preview frame loads the sign-in app: `/sign-in?preview=true` on the tenant's user
 * endpoint. The open-source edition serves its one tenant at the console's own origin; in cloud
 * the server says where each tenant is served (the tenant gate has already asked).
 */
export const usePreviewUrl = (): URL | undefined => {
  const { tenantId = '' } = useParams();
  const { edition } = useConsoleConfig();
  const endpoint = useTenantEndpoint(tenantId, { enabled: edition === 'cloud' });
  const base = edition === 'cloud' ? endpoint.data?.user : window.location.origin;
  if (!base) {
    return undefined;
  }
  const url = new URL('sign-in', base.endsWith('/') ? base : `${base}/`);
  url.searchParams.set(experiencePreviewQueryKey, 'true');
  return url;
};
