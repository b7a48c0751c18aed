import { useCallback, useEffect, useState } from 'react';

import { toRequestError, type RequestError } from '../api/request-error';

export type LoadState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: RequestError };

/**
 * Runs `load` on mount and whenever it changes (memoise it), aborting the previous run, and
 * returns its state plus `reload`. Only RequestErrors reach the state; aborts are ignored.
 */
export const useLoad = <T>(load: (signal: AbortSignal) => Promise<T>) => {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) {
          setState({ status: 'ready', data });
        }
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setState({ status: 'failed', error: toRequestError(error) });
        }
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, reload };
};
