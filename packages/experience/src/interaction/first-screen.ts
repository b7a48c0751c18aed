import type { ExperienceInteraction, SignInMode } from '@tessera/schemas';

/** The two screens an interaction can start on, as the contract names them. */
export type Screen = ExperienceInteraction['firstScreen'];

type ScreenInput = {
  /** The screen the URL asks for. */
  current: Screen;
  signInMode: SignInMode;
  /** `first_screen` of the query string, as applications pass it. */
  firstScreenParam: string | null;
  /** The screen the application asked for when it started the sign-in. */
  interactionFirstScreen: Screen | undefined;
  /** The user switched screens with a link: respect that over any default. */
  isUserChoice: boolean;
};

/**
 * The screen to show. The tenant's sign-in mode always wins (registration closed means no
 * register screen, register-only means no sign-in screen); otherwise a user's choice; otherwise
 * `first_screen`; otherwise the interaction's first screen, which only ever moves the user
 * from sign-in to register (an explicit /register is kept).
 */
export const resolveScreen = ({
  current,
  signInMode,
  firstScreenParam,
  interactionFirstScreen,
  isUserChoice,
}: ScreenInput): Screen => {
  if (signInMode === 'SignIn') {
    return 'signIn';
  }
  if (signInMode === 'Register') {
    return 'register';
  }
  if (isUserChoice) {
    return current;
  }
  if (firstScreenParam === 'register') {
    return 'register';
  }
  if (firstScreenParam === 'sign_in' || firstScreenParam === 'signIn') {
    return 'signIn';
  }
  if (current === 'signIn' && interactionFirstScreen === 'register') {
    return 'register';
  }
  return current;
};
