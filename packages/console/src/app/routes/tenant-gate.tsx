import { defaultTenantId } from '@tessera/schemas';
import { Outlet, useParams } from 'react-router';

import type { Edition } from '../../api/console-config';
import { NotFound } from '../../components/not-found/not-found';

/**
 * Checks the tenant in `/{tenantId}/…`. The open-source edition serves only the default tenant;
 * in cloud the tenant access guard (spec 000 §4.2) will live here once tenants are loaded.
 */
export const TenantGate = ({ edition }: { edition: Edition }) => {
  const { tenantId } = useParams();
  if (!tenantId) {
    throw new Error('Tenant ID not found');
  }
  if (edition === 'oss' && tenantId !== defaultTenantId) {
    return <NotFound isStandalone />;
  }
  return <Outlet />;
};
