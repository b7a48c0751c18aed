import type { ExperienceRedirect } from '@tessera/schemas';
import type { TFunction } from 'i18next';
import { useCallback, useRef, useState } from 'react';

import { toRequestError, type RequestError } from '../api/request-error';
import { useExperienceEnv } from '../app/experience-env';
import { placeServerError } from '../forms/server-error-placement';
import { useFollowUpStep } from './use-follow-up-step';
import { CeremonyError } from './webauthn-ceremony';

/** A step that failed: an Experience API error, or a WebAuthn prompt that gave no credential. */
export type StepError = RequestError | CeremonyError;

/** Words for a failed step: the ceremony's in the caller's words, the server's as placed. */
export const stepErrorMessage = (
  error: StepError,
  t: TFunction,
  ceremonyMessages: Record<CeremonyError['reason'], string>,
): string => {
  if (error instanceof CeremonyError) {
    return ceremonyMessages[error.reason];
  }
  const placement = placeServerError(error, t);
  return placement.target === 'form' ? placement.alert.message : placement.messages.join(' ');
};

/**
 * Runs one step of a second factor or passkey screen: while it runs the screen is busy; when it
 * answers a redirect the browser follows it; when submit asks for another step (a factor to add
 * after one verified, a passkey offer) that screen opens; otherwise the error is kept to show.
 */
export const useStepAction = () => {
  const { assignLocation } = useExperienceEnv();
  const followUp = useFollowUpStep();
  const [error, setError] = useState<StepError>();
  const [isBusy, setIsBusy] = useState(false);
  const running = useRef(false);

  const run = useCallback(
    async (action: () => Promise<ExperienceRedirect | undefined>): Promise<boolean> => {
      if (running.current) {
        return false;
      }
      running.current = true;
      setIsBusy(true);
      setError(undefined);
      try {
        const answer = await action();
        if (answer) {
          // Stays busy: the page is leaving.
          assignLocation(answer.redirectTo);
          return true;
        }
      } catch (caught) {
        if (!followUp(caught)) {
          setError(caught instanceof CeremonyError ? caught : toRequestError(caught));
        }
        running.current = false;
        setIsBusy(false);
        return false;
      }
      running.current = false;
      setIsBusy(false);
      return true;
    },
    [assignLocation, followUp],
  );

  return { run, error, isBusy, clearError: useCallback(() => setError(undefined), []) };
};
