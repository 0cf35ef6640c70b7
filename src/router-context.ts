import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../machines/session/session.machine';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** What every route receives: the long-lived actors created once in start.tsx. */
export type RouterContext = { session: SessionActor };
