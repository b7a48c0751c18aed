import { customDomainApi } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { security } from '../../../http/contract-parts.js';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import {
  cleanUpCustomDomains,
  createCustomDomain,
  deleteCustomDomain,
  getCustomDomain,
  listCustomDomains,
} from '../service.js';
import { isCustomDomainClaimed } from '../queries.js';
import { createDomainClaims } from '../domain-claims.js';

const domainRoute = routesOf({ tags: ['Custom domains'], security });

/** `/domains`: the tenant's custom domain (cloud edition only; the oss edition has no such routes). */
export const customDomainsArea = ({ config, databases }: Pick<AppContext, 'config' | 'databases'>) => {
  const router = createRouter();
  if (config.edition !== 'cloud') {
    return router;
  }
  const claimedAnywhere = async (domain: string) => {
    for (const { db } of databases.all) {
      if (await isCustomDomainClaimed(db, domain)) {
        return true;
      }
    }
    return false;
  };
  const claims = createDomainClaims(databases.home.db, claimedAnywhere);
  const settings = {
    cnameTarget: config.customDomains.cnameTarget,
    serviceHost: new URL(config.endpoint).hostname,
    claimedAnywhere,
    claims,
  };
  return router
    .openapi(domainRoute(customDomainApi.list), async (c) => c.json(await listCustomDomains(c.get('scope')), 200))
    .openapi(domainRoute(customDomainApi.create), async (c) =>
      c.json(await createCustomDomain(c.get('scope'), c.req.valid('json'), settings), 201),
    )
    .openapi(domainRoute(customDomainApi.cleanup), async (c) =>
      c.json(await cleanUpCustomDomains(c.get('scope'), c.req.valid('json'), new Date(), claims), 200),
    )
    .openapi(domainRoute(customDomainApi.get), async (c) =>
      c.json(await getCustomDomain(c.get('scope'), c.req.valid('param').id), 200),
    )
    .openapi(domainRoute(customDomainApi.delete), async (c) => {
      await deleteCustomDomain(c.get('scope'), c.req.valid('param').id, claims);
      return c.body(null, 204);
    });
};
