/**
 * Runs in the page that frames the preview (same origin as the frame), as a string: the bench
 * runs under tsx, whose compiled functions reference helpers the page does not have.
 *
 * For each message it waits for a painted frame, then a few milliseconds more (a different
 * point of the frame interval each time, as a user's edit arrives at any moment), posts the
 * message to the frame and watches every frame the frame's document renders: a frame whose
 * animation-frame callbacks already see the new `--color-primary` on <html> paints the new
 * colour. It answers, per message, the time from the post to the end of that frame's rendering
 * (a task queued from its animation-frame callback runs once the frame is painted) and how many
 * frames were rendered before it with the old colour; plus the measured frame interval.
 */
export const measurePreviewUpdates = `async ({ messages, origin }) => {
  const frame = document.querySelector('iframe');
  const view = frame.contentWindow;
  const primary = () => view.getComputedStyle(view.document.documentElement).getPropertyValue('--color-primary').trim();
  const nextFrame = () => new Promise((resolve) => view.requestAnimationFrame(resolve));
  const afterPaint = () => new Promise((resolve) => view.requestAnimationFrame(() => setTimeout(resolve, 0)));
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  const stamps = [];
  for (let index = 0; index < 31; index++) stamps.push(await nextFrame());
  const intervals = stamps.slice(1).map((stamp, index) => stamp - stamps[index]).sort((a, b) => a - b);

  const results = [];
  for (const [index, message] of messages.entries()) {
    await afterPaint();
    await wait(index % 8 * 2);
    const before = primary();
    const posted = performance.now();
    view.postMessage(message, origin);
    let stale = 0;
    for (;;) {
      const shown = await new Promise((resolve) =>
        view.requestAnimationFrame(() => {
          const changed = primary() !== before;
          setTimeout(() => resolve(changed), 0);
        }),
      );
      if (shown) break;
      stale += 1;
      if (stale > 120) throw new Error('The preview did not show the new colour within 120 frames.');
    }
    results.push({ repaintMs: performance.now() - posted, staleFrames: stale });
  }
  return { results, frameIntervalMs: intervals[Math.floor(intervals.length / 2)] };
}`;

export type PreviewTiming = {
  results: { repaintMs: number; staleFrames: number }[];
  frameIntervalMs: number;
};
