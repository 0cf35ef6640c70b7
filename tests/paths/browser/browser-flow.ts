import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';

/**
 * How one flow's path is replayed through its real page: where the page is, what a person (or the world: the
 * network, the clock) does for each event, and what the screen must show in each state. Timers are not here: the
 * replay runs Playwright's clock by the spec's figure for every `xstate.after.*` step.
 */
export type BrowserFlow = {
  /** The page's path on the site, e.g. `/#contact`. */
  url: string;
  /** Called before the page loads, e.g. to hold the flow's requests until the path says how they end. */
  open(page: Page): Promise<BrowserDriver>;
};

export type BrowserDriver = {
  /** Does what the event stands for; `before` is the state it arrives in. */
  act(event: EventObject, before: AnyMachineSnapshot): Promise<void>;
  /** Fails (a Playwright assertion) unless the screen shows what `state` means to a person. */
  expectScreen(state: AnyMachineSnapshot): Promise<void>;
};
