import { useEffect, useState } from 'react';

/** Whole seconds until `until` (a `Date.now()` time), ticking once a second; 0 once it passed. */
export const useSecondsLeft = (until: number | undefined): number | undefined => {
  const secondsTo = (time: number) => Math.max(0, Math.ceil((time - Date.now()) / 1000));
  const [secondsLeft, setSecondsLeft] = useState(
    until === undefined ? undefined : secondsTo(until),
  );

  useEffect(() => {
    if (until === undefined) {
      setSecondsLeft(undefined);
      return undefined;
    }
    setSecondsLeft(secondsTo(until));
    const timer = window.setInterval(() => {
      const left = secondsTo(until);
      setSecondsLeft(left);
      if (left === 0) {
        window.clearInterval(timer);
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);

  return secondsLeft;
};
