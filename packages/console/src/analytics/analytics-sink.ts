/** One event the console sends to the operator's analytics sink, as a JSON body. */
export type AnalyticsEvent =
  | { type: 'page_view'; path: string; at: string }
  | { type: 'conversion'; name: string; emailHash: string; at: string };

/**
 * Posts an event to the sink without waiting for it and without letting a failure reach the
 * user. `text/plain` keeps it a simple cross-origin request (no preflight), and `keepalive` lets
 * it leave while the page unloads; the sink reads the body as JSON.
 */
export function sendAnalyticsEvent(url: string, event: AnalyticsEvent): void {
  void fetch(url, {
    method: 'POST',
    mode: 'no-cors',
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify(event),
  }).catch(() => undefined);
}
