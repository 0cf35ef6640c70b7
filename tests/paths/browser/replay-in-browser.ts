import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { delayOf } from '../../support/machine-paths';
import { timerFor, timerMs } from '../../support/machine-spec';
import type { NamedPath } from '../named-paths';
import { printedSteps } from '../path-steps';
import { browserFlows } from './browser-flows';

/**
 * Replays a named path through its flow's real page: each event becomes what a person (or the network) does, and
 * after each step the screen must show what the path's state means. The page's clock is Playwright's, paused from
 * the start, so a timer step runs it by the spec's figure: 1 ms short the screen must not have moved, on time it
 * must have. Logs ✓/✗ per step; false at the first divergence.
 */
export async function replayInBrowser(
  page: Page,
  named: NamedPath,
  log: (line: string) => void,
  options: { apiUrl: string; standInUrl?: string; inspect?: boolean },
): Promise<boolean> {
  const flow = browserFlows[named.flow];
  if (!flow) throw new Error(`no screen is mapped for ${named.flow}`);
  const impossible = flow.cannotDo?.(named.path);
  if (impossible) throw new Error(`${named.name} cannot be walked through the page: ${impossible}`);
  const titles = printedSteps(named.plan, named.path).map((step) => step.title);
  await page.clock.install();
  const driver = await flow.open(page, {
    path: named.path,
    apiUrl: options.apiUrl,
    standInUrl: options.standInUrl ?? options.apiUrl,
  });
  let before: AnyMachineSnapshot | undefined;
  for (const [index, { event, state }] of named.path.steps.entries()) {
    try {
      if (event.type === 'xstate.init') {
        const url = typeof flow.url === 'string' ? flow.url : flow.url(named.path);
        await page.goto(options.inspect ? withInspect(url) : url);
        await driver.ready?.();
        await pauseSoon(page);
      } else if (!before) {
        throw new Error('a path starts with xstate.init');
      } else if (event.type.startsWith('xstate.after.')) {
        const timer = named.plan.spec ? timerFor(named.plan.spec, before, state) : undefined;
        const ms = timer
          ? timerMs(timer, before)
          : (flow.timerMs?.(before, state) ?? delayOf(named.plan.machine, event.type, before));
        const runClock = driver.runClock ?? ((span: number) => page.clock.runFor(span));
        await runClock(ms - 1);
        await driver.expectScreen(before).catch((error: unknown) => {
          throw new Error(`the screen moved before ${ms} ms, 1 ms short of the timer:\n${String(error)}`);
        });
        await runClock(1);
      } else {
        await driver.act(event, before);
      }
      await driver.expectScreen(state);
    } catch (error) {
      log(`  ✗ ${titles[index] ?? index + 1}`);
      log(`\nThe page diverged at step ${index + 1} of ${titles.length}:`);
      log(error instanceof Error ? error.message : String(error));
      return false;
    }
    log(`  ✓ ${titles[index] ?? index + 1}`);
    before = state;
  }
  log(`\nAll ${titles.length} steps passed in the browser.`);
  return true;
}

/** `/#contact` → `/?inspect#contact`: dev builds stream every actor to the Stately inspector (src/lib/inspector.ts). */
function withInspect(url: string): string {
  const [path = '/', hash] = url.split('#');
  return `${path}${path.includes('?') ? '&' : '?'}inspect${hash === undefined ? '' : `#${hash}`}`;
}

/**
 * Pauses the page's clock a second ahead of its time. On a loaded machine more than that second can pass between
 * reading the time and pausing, and Playwright refuses to pause in the past: then it reads the time again.
 */
async function pauseSoon(page: Page, tries = 3): Promise<void> {
  try {
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  } catch (error) {
    if (tries <= 1 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    await pauseSoon(page, tries - 1);
  }
}
