import type { InspectionEvent, Observer } from 'xstate';

let inspect: Observer<InspectionEvent> | undefined;

/**
 * Dev builds with `?inspect` in the URL stream every actor to the Stately inspector.
 * `import.meta.env.DEV` is a compile-time constant, so production bundles drop the import.
 */
export async function setUpInspector(): Promise<void> {
  if (!import.meta.env.DEV) return;
  if (!new URLSearchParams(window.location.search).has('inspect')) return;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  inspect = createBrowserInspector({ autoStart: true }).inspect;
}

/** Options every actor is created with, so none escapes the inspector. */
export const actorOptions = (): { inspect?: Observer<InspectionEvent> } => (inspect ? { inspect } : {});
