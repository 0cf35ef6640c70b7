import './styles.css';
import { prerenderedKey } from './prerender/prerendered-key';

/** Resolves once the browser has painted: the frame's callback runs before the paint, the timeout after it. */
const afterFirstPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

// A prerendered page paints from its HTML and CSS alone; the app's code is fetched and run after
// that first paint, so it never competes with the hero. The app shell has nothing to paint yet.
const root = document.getElementById('root');
if (root && prerenderedKey(root) !== undefined) await afterFirstPaint();
await import('./start');
