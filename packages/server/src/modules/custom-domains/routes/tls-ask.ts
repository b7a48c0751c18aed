import { customDomainTlsApi } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { RequestError } from '../../../errors/request-error.js';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import { findVerifiedCustomDomainIn } from '../host-routing.js';

const tlsAskRoute = routesOf({ tags: ['Custom domains'] });

/**
 * The TLS-terminating proxy's question before it asks a certificate authority for a name it has
 * not seen: only verified custom domains get a certificate (docs/custom-domains.md).
 */
export const customDomainTlsAskRoutes = ({ config, databases }: Pick<AppContext, 'config' | 'databases'>) => {
  const router = createRouter();
  if (config.edition !== 'cloud') {
    return router;
  }
  return router.openapi(tlsAskRoute(customDomainTlsApi.ask), async (c) => {
    const domain = c.req.valid('query').domain.toLowerCase();
    if (!(await findVerifiedCustomDomainIn(databases.all.map((handle) => handle.db), domain))) {
      throw new RequestError('domain.not_found', 404, { domain });
    }
    return c.json({ domain }, 200);
  });
};
