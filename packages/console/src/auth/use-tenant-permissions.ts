import { useSuspenseQuery } from '@tanstack/react-query';
import { defaultTenantId } from '@tessera/schemas';
import { useMemo } from 'react';
import { useParams } from 'react-router';

import { useConsoleConfig } from '../api/well-known/queries';
import { useAccessTokenGetter } from './access-token';
import { readAccessTokenClaims } from './access-token-claims';
import { deriveTenantPermissions, noTenantPermissions, type TenantPermissions } from './tenant-permissions';

export type { TenantPermissions } from './tenant-permissions';

const accessTokenClaimsQueryKey = ['access-token-claims'] as const;

/**
 * What the signed-in member may do in the current tenant (spec 000 §6), derived from the access
 * token the Management API checks: its scopes count for the tenant of its audience, and
 * `organization_roles` entries for the tenant they name. Suspends until the token is read, so
 * no screen decides on flags that are not known yet.
 */
export const useTenantPermissions = (): TenantPermissions => {
  const { tenantId } = useParams();
  const { signIn } = useConsoleConfig();
  const getAccessToken = useAccessTokenGetter();
  const { data: claims } = useSuspenseQuery({
    queryKey: accessTokenClaimsQueryKey,
    queryFn: async () => readAccessTokenClaims(await getAccessToken()),
  });

  return useMemo(() => {
    if (!tenantId) {
      return noTenantPermissions;
    }
    // The console signs in for the default tenant's Management API (`signIn.resource`).
    const scopeTenantId = claims.audiences.includes(signIn.resource) ? defaultTenantId : undefined;
    return deriveTenantPermissions(tenantId, { ...claims, scopeTenantId });
  }, [claims, signIn.resource, tenantId]);
};
