import { ShieldAlert } from 'lucide-react';
import { ErrorNote } from './error-note';

type AdminOnlyNoticeProps = { email: string; signingOut: boolean; error: string | null; onSignOut: () => void };

/** What a signed-in user without the admin role sees instead of a staff page. */
export function AdminOnlyNotice({ email, signingOut, error, onSignOut }: AdminOnlyNoticeProps) {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-5 px-4 py-20 text-center sm:px-6">
      <ShieldAlert className="h-12 w-12 text-amber-400" aria-hidden="true" />
      <h1 className="text-3xl font-bold text-white">Admins only</h1>
      <p className="text-slate-300">
        You are signed in as <strong className="text-white">{email || 'an unknown user'}</strong>, which is not an admin
        account. Sign out and sign in with an admin account to see this page.
      </p>
      {error && <ErrorNote>{error}</ErrorNote>}
      <button
        type="button"
        onClick={onSignOut}
        disabled={signingOut}
        className="rounded-lg bg-white/10 px-5 py-2.5 font-semibold text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cyan-400 disabled:opacity-60"
      >
        {signingOut ? 'Signing out...' : 'Sign Out'}
      </button>
    </section>
  );
}
