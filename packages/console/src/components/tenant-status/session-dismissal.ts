import { useState } from 'react';

const keyPrefix = 'admin-console:dismissed:';

const read = (key: string) => {
  try {
    return window.sessionStorage.getItem(`${keyPrefix}${key}`) === '1';
  } catch {
    // Storage can be blocked: the notice then shows again on the next page load.
    return false;
  }
};

/**
 * A notice closed "for the session" (spec 000 §4.8): remembered in session storage, so it stays
 * closed across pages and reloads of this tab and shows again in a new one.
 */
export const useSessionDismissal = (key: string) => {
  const [dismissed, setDismissed] = useState(() => new Set<string>());
  const isDismissed = dismissed.has(key) || read(key);
  const dismiss = () => {
    try {
      window.sessionStorage.setItem(`${keyPrefix}${key}`, '1');
    } catch {
      // Closed for this page at least.
    }
    setDismissed((current) => new Set(current).add(key));
  };
  return [isDismissed, dismiss] as const;
};
