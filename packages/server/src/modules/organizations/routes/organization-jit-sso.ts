import { organizationJitSsoConnectorApi } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { setTotalNumber, toPagination } from '../../../http/pagination.js';
import { readSsoConfig } from '../../sso-connectors/service.js';
import { toSsoConnectorResponse } from '../../sso-connectors/responses.js';
import { requestTenantBaseUrl } from '../../../tenancy/tenant-base-url.js';
import { countOrganizationJitSsoConnectors, findOrganizationJitSsoConnectors } from '../jit-sso-queries.js';
import {
  addOrganizationJitSsoConnectors,
  removeOrganizationJitSsoConnector,
  replaceOrganizationJitSsoConnectors,
} from '../jit-sso-service.js';
import { requireOrganization } from '../service.js';
import { organizationRoute as route } from './organizations.js';

/** `/organizations/{id}/jit/sso-connectors`: users signing in through these join the organization. */
export const organizationJitSsoRoutes = ({ vault }: Pick<AppContext, 'vault'>) =>
  createRouter()
    .openapi(route(organizationJitSsoConnectorApi.list), async (c) => {
      const scope = c.get('scope');
      const { id } = c.req.valid('param');
      await requireOrganization(scope, id);
      const [total, rows] = await Promise.all([
        countOrganizationJitSsoConnectors(scope, id),
        findOrganizationJitSsoConnectors(scope, id, toPagination(c.req.valid('query'))),
      ]);
      setTotalNumber(c, total);
      const baseUrl = requestTenantBaseUrl(c);
      return c.json(
        rows.map((row) => {
          const { providerConfig: _facts, ...connector } = toSsoConnectorResponse(row, readSsoConfig(vault, row), baseUrl);
          return connector;
        }),
        200,
      );
    })
    .openapi(route(organizationJitSsoConnectorApi.add), async (c) => {
      await addOrganizationJitSsoConnectors(c.get('scope'), c.req.valid('param').id, c.req.valid('json').ssoConnectorIds);
      return c.body(null, 201);
    })
    .openapi(route(organizationJitSsoConnectorApi.replace), async (c) => {
      await replaceOrganizationJitSsoConnectors(c.get('scope'), c.req.valid('param').id, c.req.valid('json').ssoConnectorIds);
      return c.body(null, 204);
    })
    .openapi(route(organizationJitSsoConnectorApi.remove), async (c) => {
      const { id, ssoConnectorId } = c.req.valid('param');
      await removeOrganizationJitSsoConnector(c.get('scope'), id, ssoConnectorId);
      return c.body(null, 204);
    });
