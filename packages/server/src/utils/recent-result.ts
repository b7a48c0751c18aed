/**
 * Runs `check` at most once per `maxAgeMs`: callers within that window share the last outcome,
 * and concurrent callers share the one check in flight. A failure is shared the same way, so a
 * dead dependency is not hammered by every probe.
 */
export function reuseRecentResult(check: () => Promise<void>, maxAgeMs: number): () => Promise<void> {
  let last: { at: number; outcome: Promise<void> } | undefined;
  return () => {
    const now = performance.now();
    if (last && now - last.at < maxAgeMs) {
      return last.outcome;
    }
    const outcome = check();
    // Keep the rejection observed here; each caller still sees it through the shared promise.
    outcome.catch(() => undefined);
    last = { at: now, outcome };
    return outcome;
  };
}
