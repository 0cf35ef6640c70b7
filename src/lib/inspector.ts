import type { InspectionEvent, Observer } from 'xstate';

/**
 * Dev builds with `?inspect` in the URL stream every actor to the Stately inspector. `import.meta.env.DEV` is a
 * compile-time constant, so production bundles drop the import; in dev the module waits for the inspector before
 * any actor is made (a top-level await), so the first actors are streamed too.
 */
const inspect: Observer<InspectionEvent> | undefined =
  import.meta.env.DEV && typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('inspect')
    ? (await import('@statelyai/inspect')).createBrowserInspector({ autoStart: true }).inspect
    : undefined;

/** Options every actor is created with, so none escapes the inspector. */
export const actorOptions = (): { inspect?: Observer<InspectionEvent> } => (inspect ? { inspect } : {});
