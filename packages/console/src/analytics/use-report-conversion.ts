import { useCallback } from 'react';

import { useCurrentUser } from '../api/me/queries';
import { useConsoleConfig } from '../api/well-known/queries';
import { sendAnalyticsEvent } from './analytics-sink';
import { emailHashOf } from './email-hash';

/**
 * Reports a conversion (a created production tenant, a purchase…) to the operator's sink: only
 * when a sink is configured, only on the operator's own console origin, and only when the
 * signed-in user has an email, which is sent hashed, never as such.
 */
export function useReportConversion() {
  const { analytics } = useConsoleConfig();
  const { data: user } = useCurrentUser();
  const email = user?.primaryEmail;
  return useCallback(
    async (name: string) => {
      if (!analytics || !email || window.location.origin !== analytics.consoleOrigin) {
        return false;
      }
      const emailHash = await emailHashOf(email);
      sendAnalyticsEvent(analytics.url, { type: 'conversion', name, emailHash, at: new Date().toISOString() });
      return true;
    },
    [analytics, email],
  );
}
