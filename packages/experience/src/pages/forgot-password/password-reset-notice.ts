import type { Location } from 'react-router';

/** Navigation state the reset leaves on the sign-in screen, which then confirms the reset. */
export const passwordResetState = { isPasswordReset: true } as const;

export const isAfterPasswordReset = (location: Location): boolean =>
  typeof location.state === 'object' &&
  location.state !== null &&
  'isPasswordReset' in location.state &&
  location.state.isPasswordReset === true;
