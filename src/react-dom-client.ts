/**
 * React's renderer for the browser, in the `react` chunk with React itself (vite.config.ts).
 * Evaluating React and the app's modules together is one task long enough to hold up a tap on a
 * phone; awaiting the next task here, at the end of that chunk, lets the browser answer input
 * before the app's chunk, which imports this one, is evaluated.
 */
import { nextTask } from './lib/next-task';

export { createRoot, hydrateRoot } from 'react-dom/client';

await nextTask();
