import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../machines/session/session.machine';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/**
 * What every route receives, created once in start.tsx. `loadSession`: the staff session, created (not started) the
 * first time a staff route asks; its machine and its actors load then, so no public page downloads them. The staff
 * routes hand it on to their pages as `session` (src/routes/admin/-session-gate.ts).
 */
export type RouterContext = { loadSession: () => Promise<SessionActor> };
