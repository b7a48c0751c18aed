import type { OrganizationRole } from '@tessera/schemas';
import { useOutletContext } from 'react-router';

export interface OrganizationRoleOutletContext {
  role: OrganizationRole;
}

/** The loaded organization role, for the tabs rendered in the details page's outlet. */
export const useOrganizationRoleOutlet = () => useOutletContext<OrganizationRoleOutletContext>();
