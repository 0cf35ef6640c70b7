import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { MachinePath } from '../../support/machine-paths';

/**
 * How one flow's path is replayed through its real page: where the page is, what a person (or the world: the
 * network, the clock) does for each event, and what the screen must show in each state. Timers are not here: the
 * replay runs Playwright's clock by the spec's figure for every `xstate.after.*` step.
 */
export type BrowserFlow = {
  /** The page's path on the site, e.g. `/#contact`; for some flows the path's own (a view in the address). */
  url: string | ((path: MachinePath) => string);
  /**
   * Why a person could not walk this path through the page, if they could not: e.g. typing in a second box blurs
   * the first, which commits it, so "type in A, then type in B" with no blur of A between exists only in the model.
   */
  cannotDo?: (path: MachinePath) => string | undefined;
  /**
   * The spec's figure for a timer from `before` to `after`, for a flow whose plan has no spec timers yet; the
   * machine's own delay is the last resort.
   */
  timerMs?: (before: AnyMachineSnapshot, after: AnyMachineSnapshot) => number | undefined;
  /** Called before the page loads, e.g. to hold the flow's requests until the path says how they end. */
  open(page: Page, world: ReplayWorld): Promise<BrowserDriver>;
};

/** What a flow may need besides the page to play the world's part. */
export type ReplayWorld = {
  /** The path being replayed, e.g. to put in the database beforehand the rows its events change. */
  path: MachinePath;
  /** The stand-in the site talks to (its REST API and Realtime websocket). */
  apiUrl: string;
  /**
   * Where the path's real writes go and the page's Realtime socket is relayed to: `apiUrl`, unless a test routes
   * the page's calls to a stand-in of its own.
   */
  standInUrl: string;
};

export type BrowserDriver = {
  /** Does what the event stands for; `before` is the state it arrives in. */
  act(event: EventObject, before: AnyMachineSnapshot): Promise<void>;
  /** Fails (a Playwright assertion) unless the screen shows what `state` means to a person. */
  expectScreen(state: AnyMachineSnapshot): Promise<void>;
  /** Runs the page's clock for a timer step, where the world must keep up meanwhile; Playwright's `runFor` if absent. */
  runClock?(ms: number): Promise<void>;
  /**
   * Resolves once the app has taken over the page it opened, before the replay pauses the page's clock: a prerendered
   * page paints first and runs its app after, and a paused clock must not catch it half way.
   */
  ready?(): Promise<void>;
};
