import { adminTenantId, defaultTenantId, type Edition } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';

import { isTenantNotFound, useTenantEndpoint } from '../../api/well-known/queries';
import { NotFound } from '../../components/not-found/not-found';
import { LoadingView } from '../../ds/loading-view/loading-view';
import { TenantAccessGuard } from './tenant-access-guard';

/** The admin tenant holds console users; it is never a tenant the console manages. */
const isManageable = (edition: Edition, tenantId: string) =>
  tenantId !== adminTenantId && (edition === 'cloud' || tenantId === defaultTenantId);

/**
 * Checks the tenant in `/{tenantId}/…`. The open-source edition serves only the default tenant.
 * In cloud the server is asked for the tenant's endpoint, which it knows only for existing
 * tenants; then the tenant access guard (spec 000 §4.2) checks the member's access.
 */
export const TenantGate = ({ edition }: { edition: Edition }) => {
  const { t } = useTranslation();
  const { tenantId } = useParams();
  if (!tenantId) {
    throw new Error('Tenant ID not found');
  }
  const isCandidate = isManageable(edition, tenantId);
  // The open-source edition knows its only tenant without asking.
  const endpoint = useTenantEndpoint(tenantId, { enabled: isCandidate && edition === 'cloud' });

  if (!isCandidate || isTenantNotFound(endpoint.error)) {
    return <NotFound isStandalone />;
  }
  // The default tenant is the operator's built-in one, never a cloud membership: the sign-in's
  // own token manages it, in both editions.
  if (edition === 'oss' || tenantId === defaultTenantId) {
    return <Outlet />;
  }
  if (endpoint.error) {
    // The route's error page offers to retry.
    throw endpoint.error;
  }
  if (endpoint.isPending) {
    return <LoadingView label={t('general.loading')} />;
  }
  return (
    <TenantAccessGuard tenantId={tenantId}>
      <Outlet />
    </TenantAccessGuard>
  );
};
