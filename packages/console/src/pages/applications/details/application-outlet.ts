import type { ApplicationDetails } from '@tessera/schemas';
import { useOutletContext } from 'react-router';

export interface ApplicationOutletContext {
  application: ApplicationDetails;
}

/** The loaded application, for the tabs rendered in the details page's outlet. */
export const useApplicationOutlet = () => useOutletContext<ApplicationOutletContext>();
