/**
 * React's renderer for the browser, in the `react` chunk with React itself (vite.config.ts), which main.tsx evaluates
 * in a task of its own before the app's chunk: evaluating both together is one task long enough to hold up a tap on a
 * phone.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
