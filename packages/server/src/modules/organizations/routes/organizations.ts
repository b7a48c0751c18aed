import { organizationApi, type OrganizationListItem } from '@tessera/schemas';
import type { TenantScope } from '../../../db/tenant-scope.js';
import { security } from '../../../http/contract-parts.js';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import { setTotalNumber, toPagination } from '../../../http/pagination.js';
import { isQueryFlagOn } from '../../../http/query-flag.js';
import {
  countUsersByOrganizationIds,
  findFeaturedUsersByOrganizationIds,
} from '../membership-queries.js';
import { countOrganizations, findOrganizations, type OrganizationRow } from '../queries.js';
import { toOrganizationResponse } from '../responses.js';
import { toSearchPatterns } from '../search.js';
import {
  createOrganization,
  deleteOrganization,
  requireOrganization,
  updateOrganization,
} from '../service.js';

export const organizationRoute = routesOf({ tags: ['Organizations'], security });

/** How many members an organization list item previews. */
const featuredPerOrganization = 3;

/** List items with their member counts and a few members: two queries for the whole page. */
async function withFeaturedUsers(
  scope: TenantScope,
  rows: OrganizationRow[],
): Promise<OrganizationListItem[]> {
  const ids = rows.map((row) => row.id);
  const [counts, featured] = await Promise.all([
    countUsersByOrganizationIds(scope, ids),
    findFeaturedUsersByOrganizationIds(scope, ids, featuredPerOrganization),
  ]);
  return rows.map((row) => ({
    ...toOrganizationResponse(row),
    usersCount: counts.get(row.id) ?? 0,
    featuredUsers: featured
      .filter((user) => user.organization_id === row.id)
      .map(({ id, name, avatar }) => ({ id, name, avatar })),
  }));
}

export const organizationRoutes = () =>
  createRouter()
    .openapi(organizationRoute(organizationApi.list), async (c) => {
      const scope = c.get('scope');
      const { page, page_size, showFeatured, ...search } = c.req.valid('query');
      const patterns = toSearchPatterns(search);
      const [total, rows] = await Promise.all([
        countOrganizations(scope, patterns),
        findOrganizations(scope, patterns, toPagination({ page, page_size })),
      ]);
      setTotalNumber(c, total);
      const items = isQueryFlagOn(showFeatured)
        ? await withFeaturedUsers(scope, rows)
        : rows.map(toOrganizationResponse);
      return c.json(items, 200);
    })
    .openapi(organizationRoute(organizationApi.create), async (c) => {
      const organization = await createOrganization(c.get('scope'), c.req.valid('json'));
      return c.json(toOrganizationResponse(organization), 201);
    })
    .openapi(organizationRoute(organizationApi.get), async (c) =>
      c.json(
        toOrganizationResponse(await requireOrganization(c.get('scope'), c.req.valid('param').id)),
        200,
      ),
    )
    .openapi(organizationRoute(organizationApi.update), async (c) => {
      const organization = await updateOrganization(
        c.get('scope'),
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(toOrganizationResponse(organization), 200);
    })
    .openapi(organizationRoute(organizationApi.delete), async (c) => {
      await deleteOrganization(c.get('scope'), c.req.valid('param').id);
      return c.body(null, 204);
    });
