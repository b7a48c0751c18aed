import type { Location } from 'react-router';

/** Set on links between sign-in and register, so the first-screen default does not bounce back. */
type ScreenState = { isUserChoice: true };

export const userChoiceState: ScreenState = { isUserChoice: true };

export const isUserChoice = (location: Location): boolean =>
  typeof location.state === 'object' &&
  location.state !== null &&
  'isUserChoice' in location.state &&
  location.state.isUserChoice === true;

export const screenPaths = { signIn: '/sign-in', register: '/register' } as const;
