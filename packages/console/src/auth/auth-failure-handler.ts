import { createContext, useContext } from 'react';

/**
 * What an API failure says about the session (spec 001 §8):
 * - `session_expired`: 401, sign-in restarts silently;
 * - `insufficient_permissions`: 403 "Insufficient permissions.", silent sign-out;
 * - `forbidden`: `auth.forbidden`, an alert with the server's message, then sign-out.
 */
export type AuthFailure = 'session_expired' | 'insufficient_permissions' | 'forbidden';

export type AuthFailureHandler = (failure: AuthFailure, message: string | undefined) => void;

const AuthFailureContext = createContext<AuthFailureHandler | undefined>(undefined);

/** Rendered by the auth provider; the API layer reports session failures to it. */
export const AuthFailureHandlerProvider = AuthFailureContext.Provider;

/** The handler, or undefined outside the auth provider (e.g. the console config request). */
export const useAuthFailureHandler = () => useContext(AuthFailureContext);
