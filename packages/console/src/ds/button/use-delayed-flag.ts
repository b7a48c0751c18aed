import { useEffect, useState } from 'react';

/**
 * True once `flag` has stayed true for `delayMs`; false as soon as it turns false. Quick actions
 * then finish without a spinner flashing.
 */
export const useDelayedFlag = (flag: boolean, delayMs: number) => {
  const [elapsed, setElapsed] = useState(false);

  useEffect(() => {
    if (!flag) {
      setElapsed(false);
      return;
    }
    const timer = window.setTimeout(() => setElapsed(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [flag, delayMs]);

  return flag && elapsed;
};
