import { tenantMemberApi, tenantOrganizationIdPrefix } from '@tessera/schemas';

import { useEndpointQuery, type QueryOptions } from '../endpoint-hooks';
import { tenantMemberKeys } from './keys';

/** Tenant-scoped cloud calls carry the organization token of `t-{tenantId}`. */
export const tenantCallOptions = (tenantId: string) => ({ cloud: true, organizationId: `${tenantOrganizationIdPrefix}${tenantId}` });

/** The tenant's members with their roles (`read:member`). */
export const useTenantMembers = (tenantId: string, options?: QueryOptions) =>
  useEndpointQuery(tenantMemberKeys.members(tenantId), tenantMemberApi.list, { params: { tenantId } }, {
    ...options,
    ...tenantCallOptions(tenantId),
  });

/**
 * The permissions the server grants the member now, read with the cloud API token (not the
 * organization token the access guard checks against it).
 */
export const useTenantMemberScopes = (tenantId: string, userId: string, options?: QueryOptions) =>
  useEndpointQuery(tenantMemberKeys.scopes(tenantId, userId), tenantMemberApi.scopes, { params: { tenantId, userId } }, {
    ...options,
    cloud: true,
  });

/** The tenant's invitations with their status (`invite:member`). */
export const useTenantInvitations = (tenantId: string, options?: QueryOptions) =>
  useEndpointQuery(tenantMemberKeys.invitations(tenantId), tenantMemberApi.listInvitations, { params: { tenantId } }, {
    ...options,
    ...tenantCallOptions(tenantId),
  });
