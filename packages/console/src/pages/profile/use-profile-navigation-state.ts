import { parseProfileNavigationState } from '@tessera/schemas';
import { useMemo } from 'react';
import { useLocation } from 'react-router';

/**
 * The router state the profile's steps pass on (`{ email, action }`), trusted only as a whole:
 * anything else, or a state the user forged through history, reads as empty.
 */
export const useProfileNavigationState = () => {
  const { state } = useLocation();
  return useMemo(() => parseProfileNavigationState(state), [state]);
};
