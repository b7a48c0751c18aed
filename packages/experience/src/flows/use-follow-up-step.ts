import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { toRequestError } from '../api/request-error';
import { followUpStepOf } from './follow-up-step';

/**
 * Moves to the screen a refused submit asks for (a second factor, a passkey offer) keeping the
 * query; answers whether it did, so callers show the error only when it is a real failure.
 * Callback pages pass `query` '' : their query is the provider's answer, spent already.
 */
export const useFollowUpStep = (query?: string) => {
  const navigate = useNavigate();
  const location = useLocation();
  const search = query ?? location.search;
  return useCallback(
    (error: unknown): boolean => {
      const step = followUpStepOf(toRequestError(error));
      if (!step) {
        return false;
      }
      void navigate({ pathname: step.pathname, search }, { state: step.state });
      return true;
    },
    [navigate, search],
  );
};
