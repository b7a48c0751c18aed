import { useOutletContext } from 'react-router';

import type { Application } from '../../../components/api-entities/application';

export interface ApplicationOutletContext {
  application: Application;
}

/** The loaded application, for the tabs rendered in the details page's outlet. */
export const useApplicationOutlet = () => useOutletContext<ApplicationOutletContext>();
