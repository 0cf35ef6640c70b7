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
let lastValue = session.getSnapshot().value;
session.subscribe((snapshot) => {
  if (snapshot.value === lastValue) return;
  lastValue = snapshot.value;
  void router.invalidate();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
