import type { UserDetails } from '@tessera/schemas';
import { useOutletContext } from 'react-router';

export interface UserOutletContext {
  user: UserDetails;
}

/** The loaded user, for the tabs rendered in the details page's outlet. */
export const useUserOutlet = () => useOutletContext<UserOutletContext>();
