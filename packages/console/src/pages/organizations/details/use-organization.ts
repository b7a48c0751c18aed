import type { Organization } from '@tessera/schemas';
import { useOutletContext } from 'react-router';

export interface OrganizationOutletContext {
  organization: Organization;
}

/** The loaded organization, for the tabs rendered in the details page's outlet. */
export const useOrganizationOutlet = () => useOutletContext<OrganizationOutletContext>();
