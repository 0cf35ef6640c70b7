import './styles.css';
import { holdEarlyClicks } from './prerender/early-clicks';
import { appModules, prerenderedKey } from './prerender/prerendered-key';
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
  return (await import(/* @vite-ignore */ start)) as typeof StartModule;
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A prerendered page paints from its HTML and CSS alone; the app's code is fetched and run after
// that first paint, so it never competes with the hero. The app shell has nothing to paint yet.
const renderedKey = prerenderedKey(root);
const earlyClicks = holdEarlyClicks(root);
if (renderedKey !== undefined) await afterFirstPaint();
const { start } = await importApp(root);
await start(root, renderedKey);
earlyClicks.replay();
