import { waitFor, type SnapshotFrom } from 'xstate';
import type { sessionMachine } from '../../../machines/session/session.machine';
import { LoadingScreen } from '../../components/loading-screen';
import type { RouterContext } from '../../router-context';

type SettledSession = SnapshotFrom<typeof sessionMachine>;

/**
 * The route options both admin routes share. `beforeLoad` loads the session actor and starts it (a no-op once started;
 * the public pages never load it, so they never load its code or supabase-js), waits until it has settled, then lets
 * `decide` redirect; the route and every route below it then find the session in their context as `session`.
 * The spinner shows meanwhile, at once and for no longer than the wait (the router's default pending times are 0).
 * `TArgs` names what `decide` reads of the route's `beforeLoad` arguments besides the context.
 */
export function sessionGate<TArgs extends object>(
  decide: (session: SettledSession, args: TArgs & { context: RouterContext }) => void,
) {
  return {
    beforeLoad: async (args: TArgs & { context: RouterContext }) => {
      const session = await args.context.loadSession();
      session.start();
      decide(await waitFor(session, (state) => !state.hasTag('pending')), args);
      return { session };
    },
    pendingComponent: LoadingScreen,
  };
}
