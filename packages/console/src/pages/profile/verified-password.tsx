import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';

interface VerifiedPassword {
  /** Keeps the password just verified, in memory only (never in history state or storage). */
  remember: (password: string) => void;
  /** Whether a new password is the one just verified: changing to it would change nothing. */
  isCurrent: (password: string) => boolean;
  forget: () => void;
}

const VerifiedPasswordContext = createContext<VerifiedPassword | undefined>(undefined);

/** Carries the verified password from the verify step to the change step of the profile. */
export const VerifiedPasswordProvider = ({ children }: { children: ReactNode }) => {
  const password = useRef<string | undefined>(undefined);
  const value = useMemo<VerifiedPassword>(
    () => ({
      remember: (verified) => {
        password.current = verified;
      },
      isCurrent: (candidate) => password.current !== undefined && candidate === password.current,
      forget: () => {
        password.current = undefined;
      },
    }),
    [],
  );
  return <VerifiedPasswordContext.Provider value={value}>{children}</VerifiedPasswordContext.Provider>;
};

const nothingVerified: VerifiedPassword = { remember: () => undefined, isCurrent: () => false, forget: () => undefined };

/** Outside the profile nothing was verified: every password counts as new (the server still checks). */
export const useVerifiedPassword = () => useContext(VerifiedPasswordContext) ?? nothingVerified;
