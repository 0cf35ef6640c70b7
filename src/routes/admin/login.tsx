import { createFileRoute, Link, redirect } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { ArrowLeft, LockKeyhole } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { loginMachine, type LoginField } from '../../../machines/login/login.machine';
import { loginActors } from '../../actors/login.actors';
import { ErrorNote } from '../../components/error-note';
import { pageTitle } from '../../content/brand';
import { actorOptions } from '../../lib/inspector';
import { pageHead } from '../../lib/page-head';
import { safeRedirectTarget } from '../../lib/redirect-target';
import { sessionGate } from './-session-gate';

type LoginSearch = { redirect?: string };

/**
 * Anyone already signed in goes on to the remembered page (or the dashboard). The same check runs
 * again when the session changes (start.tsx invalidates the router), which is how a successful
 * sign-in leaves this page.
 */
export const Route = createFileRoute('/admin/login')({
  head: () =>
    pageHead({ path: '/admin/login', title: pageTitle('Admin Login'), description: 'Staff sign-in.', noindex: true }),
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search['redirect'] === 'string' ? { redirect: search['redirect'] } : {},
  ...sessionGate<{ search: LoginSearch }>((session, { search }) => {
    if (session.matches('signedIn')) throw redirect({ href: safeRedirectTarget(search.redirect), replace: true });
  }),
  staticData: { topBar: 'none' },
  component: AdminLoginPage,
});

const inputClass =
  'mt-2 block w-full rounded-lg border border-white/15 bg-slate-900 px-3 py-2.5 text-white placeholder:text-slate-500 focus:border-cyan-400 focus:outline-none focus:ring-2 focus:ring-cyan-400/40 disabled:opacity-60';

function AdminLoginPage() {
  const actor = useActorRef(loginMachine.provide({ actors: loginActors }), actorOptions());
  const credentials = useSelector(actor, (state) => state.context.credentials);
  const error = useSelector(actor, (state) => state.context.error);
  // After success the form stays disabled until the guard has moved on.
  const busy = useSelector(actor, (state) => state.hasTag('busy') || state.status === 'done');
  const change = (field: LoginField) => (event: ChangeEvent<HTMLInputElement>) =>
    actor.send({ type: 'field.change', field, value: event.target.value });

  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-16 sm:px-6">
      <div className="rounded-2xl border border-white/10 bg-white/5 p-8 shadow-xl">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-cyan-500/15 text-cyan-300">
            <LockKeyhole className="h-6 w-6" aria-hidden="true" />
          </span>
          <h1 className="text-3xl font-bold text-white">Admin Login</h1>
        </div>
        <form
          method="post"
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'form.submit' });
          }}
        >
          <div>
            <label htmlFor="admin-email" className="text-sm font-medium text-slate-200">
              Email
            </label>
            <input
              id="admin-email"
              name="email"
              type="email"
              inputMode="email"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={credentials.email}
              onChange={change('email')}
              readOnly={busy}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="admin-password" className="text-sm font-medium text-slate-200">
              Password
            </label>
            <input
              id="admin-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={credentials.password}
              onChange={change('password')}
              readOnly={busy}
              className={inputClass}
            />
          </div>
          {error && <ErrorNote>{error}</ErrorNote>}
          <button
            type="submit"
            disabled={busy}
            aria-busy={busy}
            className="rounded-lg bg-cyan-400 px-5 py-3 font-semibold text-slate-950 hover:bg-cyan-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cyan-300 disabled:cursor-wait disabled:opacity-70"
          >
            {busy ? 'Signing in...' : 'Sign In'}
          </button>
        </form>
      </div>
      <Link
        to="/"
        className="mx-auto mt-6 inline-flex items-center gap-2 rounded-md px-2 py-1 text-sm text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-cyan-400"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Home
      </Link>
    </section>
  );
}
