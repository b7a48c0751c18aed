import { organizationScopeApi } from '@tessera/schemas';
import { security } from '../../../http/contract-parts.js';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import { setTotalNumber, toPagination } from '../../../http/pagination.js';
import { toOrganizationScopeResponse } from '../responses.js';
import { toSearchPatterns } from '../search.js';
import { countOrganizationScopes, findOrganizationScopes } from '../template-queries.js';
import {
  createOrganizationScope,
  deleteOrganizationScope,
  requireOrganizationScope,
  updateOrganizationScope,
} from '../template-service.js';

const route = routesOf({ tags: ['Organization scopes'], security });

export const organizationScopeRoutes = () =>
  createRouter()
    .openapi(route(organizationScopeApi.list), async (c) => {
      const scope = c.get('scope');
      const { page, page_size, ...search } = c.req.valid('query');
      const patterns = toSearchPatterns(search);
      const [total, rows] = await Promise.all([
        countOrganizationScopes(scope, patterns),
        findOrganizationScopes(scope, patterns, toPagination({ page, page_size })),
      ]);
      setTotalNumber(c, total);
      return c.json(rows.map(toOrganizationScopeResponse), 200);
    })
    .openapi(route(organizationScopeApi.create), async (c) => {
      const row = await createOrganizationScope(c.get('scope'), c.req.valid('json'));
      return c.json(toOrganizationScopeResponse(row), 201);
    })
    .openapi(route(organizationScopeApi.get), async (c) =>
      c.json(
        toOrganizationScopeResponse(
          await requireOrganizationScope(c.get('scope'), c.req.valid('param').id),
        ),
        200,
      ),
    )
    .openapi(route(organizationScopeApi.update), async (c) => {
      const row = await updateOrganizationScope(
        c.get('scope'),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(toOrganizationScopeResponse(row), 200);
    })
    .openapi(route(organizationScopeApi.delete), async (c) => {
      await deleteOrganizationScope(c.get('scope'), c.req.valid('param').id);
      return c.body(null, 204);
    });
