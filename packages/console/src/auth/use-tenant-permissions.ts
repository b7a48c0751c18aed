import { useSuspenseQuery } from '@tanstack/react-query';
import { defaultTenantId, tenantMemberApi } from '@tessera/schemas';
import { useMemo } from 'react';
import { useParams } from 'react-router';

import { tenantMemberKeys } from '../api/tenant-members/keys';
import { useApi } from '../api/use-api';
import { useConsoleConfig } from '../api/well-known/queries';
import { useAccessTokenGetter } from './access-token';
import { readAccessTokenClaims } from './access-token-claims';
import { useAuth } from './auth-context';
import {
  deriveTenantPermissions,
  memberScopePermissions,
  noTenantPermissions,
  type TenantPermissions,
} from './tenant-permissions';

export type { TenantPermissions } from './tenant-permissions';

const accessTokenClaimsQueryKey = ['access-token-claims'] as const;

type PermissionSource =
  | { kind: 'member'; scopes: { name: string }[] }
  | { kind: 'token'; claims: ReturnType<typeof readAccessTokenClaims> };

/**
 * What the signed-in member may do in the current tenant (spec 000 §6). In cloud the flags come
 * from the member's scopes as the server grants them now (the same query the tenant access guard
 * reads). In the open-source edition they come from the access token the Management API checks:
 * its scopes count for the tenant of its audience, and `organization_roles` entries for the
 * tenant they name. Suspends until known, so no screen decides on flags that are not known yet.
 */
export const useTenantPermissions = (): TenantPermissions => {
  const { tenantId } = useParams();
  const { signIn, edition } = useConsoleConfig();
  const { session } = useAuth();
  const getAccessToken = useAccessTokenGetter();
  const cloudApi = useApi({ cloud: true });
  const userId = session?.claims.sub ?? '';
  // The built-in default tenant is no cloud membership: its token says what the user may do.
  const isCloud = edition === 'cloud' && tenantId !== undefined && tenantId !== defaultTenantId;
  const { data } = useSuspenseQuery({
    queryKey: isCloud ? [...tenantMemberKeys.scopes(tenantId, userId), 'permissions'] : accessTokenClaimsQueryKey,
    queryFn: async (): Promise<PermissionSource> =>
      isCloud
        ? { kind: 'member', scopes: await cloudApi.call(tenantMemberApi.scopes, { params: { tenantId, userId } }) }
        : { kind: 'token', claims: readAccessTokenClaims(await getAccessToken()) },
  });

  return useMemo(() => {
    if (!tenantId) {
      return noTenantPermissions;
    }
    if (data.kind === 'member') {
      return memberScopePermissions(data.scopes.map((scope) => scope.name));
    }
    // The console signs in for the default tenant's Management API (`signIn.resource`).
    const scopeTenantId = data.claims.audiences.includes(signIn.resource) ? defaultTenantId : undefined;
    return deriveTenantPermissions(tenantId, { ...data.claims, scopeTenantId });
  }, [data, signIn.resource, tenantId]);
};
