import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { sessionMachine } from '../machines/session/session.machine';
import { sessionActors } from './actors/session.actors';
import { actorOptions, setUpInspector } from './lib/inspector';
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

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
