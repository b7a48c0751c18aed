import { Navigate, useParams } from 'react-router';

import { findFirstSidebarItem } from '../../components/sidebar/sidebar-model';
import { useSidebarSections } from '../../components/sidebar/use-sidebar-sections';

/** `/{tenantId}` with no section → the first visible sidebar item (replace, so back skips it). */
export const TenantIndexRedirect = () => {
  const { tenantId } = useParams();
  const firstItem = findFirstSidebarItem(useSidebarSections());
  if (!tenantId) {
    throw new Error('Tenant ID not found');
  }
  if (!firstItem) {
    throw new Error('First sidebar item not found');
  }
  return <Navigate to={`/${tenantId}/${firstItem.path}`} replace />;
};
