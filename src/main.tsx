import './styles.css';
import { holdErrors, type ReporterModule } from './errors/error-queue';
import { holdEarlyClicks } from './prerender/early-clicks';
import { nextTask } from './lib/next-task';
import {
  appModules,
  errorReporterModule,
  prerenderedKey,
  prerenderedRoute,
  reactModule,
} from './prerender/prerendered-key';
import type * as StartModule from './start';

/** Resolves once the browser has painted (at once where it does not report paints). */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return resolve();
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });

async function importApp(root: HTMLElement): Promise<typeof StartModule> {
  if (import.meta.env.DEV) return import('./start');
  // A build imports the app by the address it stamped on the root element: an import Vite resolves
  // would bring its preload helper into this file, one more script before the first paint.
  const [start, ...chunks] = appModules(root);
  for (const chunk of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = chunk;
    document.head.append(link);
  }
  // React's evaluation and the app's are each long enough to hold up a tap on a phone: two tasks, not one.
  const react = reactModule(root);
  if (react !== undefined) {
    await import(/* @vite-ignore */ react);
    await nextTask();
  }
  return (await import(/* @vite-ignore */ start)) as typeof StartModule;
}

/** The error reporter's chunk, loaded by address like the app; undefined when the build reports nothing. */
function reporterLoader(root: HTMLElement): (() => Promise<ReporterModule>) | undefined {
  if (import.meta.env.DEV)
    return import.meta.env.VITE_SENTRY_DSN ? () => import('./errors/sentry-reporter') : undefined;
  const address = errorReporterModule(root);
  return address ? () => import(/* @vite-ignore */ address) as Promise<ReporterModule> : undefined;
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A prerendered page paints from its HTML and CSS alone; the app's code is fetched and run after
// that first paint, so it never competes with the hero. The app shell has nothing to paint yet.
const renderedKey = prerenderedKey(root);
// From here on errors are held for the SDK, which loads at the first error and not before.
const errors = holdErrors(reporterLoader(root), prerenderedRoute(renderedKey) ?? 'unknown');
const earlyClicks = holdEarlyClicks(root);
/**
 * Paints, then runs the app. An async function, not awaits at the module's top: a top-level await anywhere in the
 * build turns off the bundler's chunk merging, which keeps a page's code in as few scripts as it can.
 */
async function run(root: HTMLElement) {
  if (renderedKey !== undefined) await afterFirstPaint();
  const { start } = await importApp(root);
  await start(root, renderedKey, errors, nextTask);
  earlyClicks.replay();
}
void run(root);
