import type { Locator } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';

/** Presses a control if the page offers it (shown and enabled); a control it withholds is a gesture nobody can make. */
export async function pressIfOffered(control: Locator) {
  if ((await control.count()) > 0 && (await control.isEnabled())) await control.click();
}

/** Whether a step changed anything in the model: a gesture the page ignores is only walkable if the model did too. */
export const reacted = (before: AnyMachineSnapshot, after: AnyMachineSnapshot) =>
  JSON.stringify([before.value, before.context]) !== JSON.stringify([after.value, after.context]);
