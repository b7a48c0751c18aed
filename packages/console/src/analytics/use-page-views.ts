import type { ConsoleConfig } from '@tessera/schemas';
import { useEffect } from 'react';
import type { createBrowserRouter } from 'react-router';

import { sendAnalyticsEvent } from './analytics-sink';
import { pagePathOf } from './page-path';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Sends a page view each time the router settles on a new screen (and once for the first one),
 * with ids replaced in the path. Nothing is sent when the operator configured no sink.
 */
export function usePageViews(router: Router, analytics: ConsoleConfig['analytics']) {
  useEffect(() => {
    if (!analytics) {
      return;
    }
    let lastPath: string | undefined;
    const report = (state: Router['state']) => {
      if (state.navigation.state !== 'idle' || !state.initialized) {
        return;
      }
      const path = pagePathOf(state.matches);
      if (path !== lastPath) {
        lastPath = path;
        sendAnalyticsEvent(analytics.url, { type: 'page_view', path, at: new Date().toISOString() });
      }
    };
    report(router.state);
    return router.subscribe(report);
  }, [router, analytics]);
}
