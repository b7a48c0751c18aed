import { useCallback } from 'react';
import { useParams } from 'react-router';

/** Builds absolute console paths inside the current tenant: `tenantPath('users')` → `/default/users`. */
export const useTenantPath = () => {
  const { tenantId } = useParams();
  if (!tenantId) {
    throw new Error('Tenant ID not found');
  }
  return useCallback((path = '') => `/${tenantId}${path ? `/${path}` : ''}`, [tenantId]);
};
