/** What counts as the visitor starting to use the page: a touch, a click, a key, a wheel turn or a scroll. */
const gestures = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Runs `work` once, at the visitor's first gesture on the page; returns a function that cancels it. For what the page
 * offers but nobody needs before they start reading: its code then stays out of the page's first seconds.
 */
export function atFirstGesture(work: () => void): () => void {
  const run = () => {
    cancel();
    work();
  };
  const cancel = () => {
    for (const gesture of gestures) removeEventListener(gesture, run, { capture: true });
  };
  for (const gesture of gestures) addEventListener(gesture, run, { capture: true, passive: true });
  return cancel;
}
