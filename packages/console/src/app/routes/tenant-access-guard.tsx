import { useQuery, useQueryClient } from '@tanstack/react-query';
import { tenantOrganizationIdPrefix, type TenantResponse } from '@tessera/schemas';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';

import { useTenantMemberScopes } from '../../api/tenant-members/queries';
import { tenantKeys } from '../../api/tenants/keys';
import { useTenants } from '../../api/tenants/queries';
import { useOrganizationTokenGetter } from '../../auth/access-token';
import { readAccessTokenClaims } from '../../auth/access-token-claims';
import { useAuth } from '../../auth/auth-context';
import { LoadingView } from '../../ds/loading-view/loading-view';
import { decideTenantAccess } from './tenant-access';

/**
 * The tenant access guard of the cloud edition (spec 000 §4.2), around everything under
 * `/{tenantId}`: a tenant missing from the user's list sends them to `/`; otherwise the member's
 * scopes from the server are compared with the tenant's organization token and the four rules
 * of `decideTenantAccess` applied.
 */
export const TenantAccessGuard = ({ tenantId, children }: { tenantId: string; children: ReactNode }) => {
  const { t } = useTranslation();
  const { session, restartSignIn, forgetOrganizationToken } = useAuth();
  const queryClient = useQueryClient();
  const tenants = useTenants();
  const isMember = tenants.data?.some((tenant) => tenant.id === tenantId) ?? false;
  const organizationId = `${tenantOrganizationIdPrefix}${tenantId}`;
  const memberScopes = useTenantMemberScopes(tenantId, session?.claims.sub ?? '', { enabled: isMember });
  const getOrganizationToken = useOrganizationTokenGetter();
  const tokenScopes = useQuery({
    queryKey: ['organization-token-scopes', organizationId, memberScopes.dataUpdatedAt],
    queryFn: async () => readAccessTokenClaims(await getOrganizationToken(organizationId)).scopes,
    enabled: memberScopes.isSuccess,
  });
  const action =
    memberScopes.data && tokenScopes.data
      ? decideTenantAccess(
          memberScopes.data.map((scope) => scope.name),
          tokenScopes.data,
        )
      : undefined;

  // One refresh per answer of the server: a token that still differs after it is left alone.
  const refreshedFor = useRef<number>(undefined);
  useEffect(() => {
    if (action === 'renew-sign-in') {
      restartSignIn();
    } else if (action === 'refresh-token' && refreshedFor.current !== memberScopes.dataUpdatedAt) {
      refreshedFor.current = memberScopes.dataUpdatedAt;
      forgetOrganizationToken(organizationId);
      void tokenScopes.refetch();
    } else if (action === 'leave-tenant') {
      queryClient.setQueryData<TenantResponse[]>(tenantKeys.list(), (list) => list?.filter((tenant) => tenant.id !== tenantId));
    }
  }, [action, forgetOrganizationToken, memberScopes.dataUpdatedAt, organizationId, queryClient, restartSignIn, tenantId, tokenScopes]);

  if (tenants.isPending) {
    return <LoadingView label={t('general.loading')} />;
  }
  if (tenants.isError) {
    throw tenants.error;
  }
  if (!isMember || action === 'leave-tenant') {
    return <Navigate to="/" replace />;
  }
  return children;
};
