import { fromCallback, fromPromise } from 'xstate';
import type { IdleTimeoutEvent } from '../../machines/idle-timeout/idle-timeout.machine';
import type { SessionActor } from '../router-context';
import { loadSupabase } from '../lib/load-supabase';
import { readTeamSettings } from './team-settings';

/** What counts as a person being there: input, not a pointer drifting over the page. */
const inputEvents = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

/** The channel the staff tabs of one browser share their activity on (same origin only). */
const activityChannel = 'ringwise-staff-activity';

/** A burst of keys is one piece of news for the other tabs. */
const shareEveryMs = 1_000;

/**
 * Input in this tab is activity here and is shared with the browser's other tabs, whose input counts here too: a
 * person working in one tab is not signed out by another they left open.
 */
function watchActivity(sendBack: (event: IdleTimeoutEvent) => void): () => void {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(activityChannel);
  let sharedAt = -Infinity;
  const onInput = () => {
    sendBack({ type: 'activity' });
    const now = Date.now();
    if (now - sharedAt < shareEveryMs) return;
    sharedAt = now;
    channel?.postMessage('activity');
  };
  if (channel) channel.onmessage = () => sendBack({ type: 'activity' });
  for (const type of inputEvents) window.addEventListener(type, onInput, { capture: true, passive: true });
  return () => {
    for (const type of inputEvents) window.removeEventListener(type, onInput, { capture: true });
    channel?.close();
  };
}

/** The idle timer bound to the team's setting, the page's input and the session it ends. */
export const idleTimeoutImplementations = (session: SessionActor) => ({
  actors: {
    loadIdleMinutes: fromPromise<number, void>(async () => (await readTeamSettings(await loadSupabase())).idleMinutes),
    watchActivity: fromCallback<IdleTimeoutEvent>(({ sendBack }) => watchActivity(sendBack)),
  },
  actions: {
    signOut: () => session.send({ type: 'session.signOut' }),
  },
});
