import { createRoot, hydrateRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { sessionMachine } from '../machines/session/session.machine';
import { sessionActors } from './actors/session.actors';
import { App } from './app';
import { actorOptions, setUpInspector } from './lib/inspector';
import { pageKey } from './prerender/page-key';
import { prerenderedKey } from './prerender/prerendered-key';
import { createAppRouter } from './router';
import './styles.css';

await setUpInspector();

// Created here but started by the first route that needs it, so the landing page never loads supabase-js.
const session = createActor(sessionMachine.provide({ actors: sessionActors }), actorOptions());
const router = createAppRouter({ session });

// Guards run in beforeLoad; re-running them on every session change sends a signed-out user to login.
// The first answer (leaving `checking`) needs no re-run: every guard that asked is still waiting for it,
// and re-running the page load then would only delay the first paint.
let last = session.getSnapshot();
session.subscribe((snapshot) => {
  const previous = last;
  last = snapshot;
  if (snapshot.value === previous.value || previous.hasTag('pending')) return;
  void router.invalidate();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = <App router={router} />;
const renderedKey = prerenderedKey(root);
if (renderedKey === undefined) {
  createRoot(root).render(app);
} else {
  // The build rendered this page already: load its route code, then take over the markup in place,
  // unless the address asks for something else than what was rendered (then render afresh).
  await router.load();
  if (pageKey(router) === renderedKey) {
    // What TanStack's own hydration sets: the markup came from a server render, so the router renders
    // the same tree (no root Suspense boundary) that the build rendered.
    router.ssr = { manifest: undefined };
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
}
