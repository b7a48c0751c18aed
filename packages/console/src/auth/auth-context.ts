import { createContext, useContext } from 'react';

import type { AuthSession } from './auth-client';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  session: AuthSession | undefined;
  /** True from the moment sign-out starts until the browser leaves. */
  isSigningOut: boolean;
  /** Sign-in could not start (e.g. the identity provider is unreachable). */
  signInError: unknown;
  /** Remembers `location` (a console path) and leaves for sign-in, or for first-admin set-up. */
  startSignIn: (location: { pathname: string; search: string; hash: string }) => void;
  /** Finishes the sign-in the browser returned with at `url`. */
  completeSignIn: (url: string) => Promise<void>;
  signOut: () => Promise<void>;
  /** Forgets every token and signs in again (with consent), back to the current location. */
  restartSignIn: () => void;
  /** Drops the cached organization token of `organizationId`; the next call fetches a fresh one. */
  forgetOrganizationToken: (organizationId: string) => void;
}

export const AuthContext = createContext<AuthState | undefined>(undefined);

export const useAuth = () => {
  const state = useContext(AuthContext);
  if (!state) {
    throw new Error('useAuth must be used inside an AuthProvider');
  }
  return state;
};
