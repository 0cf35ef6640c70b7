import { ShieldAlert } from 'lucide-react';
import { Button } from './ui/button';
import { ErrorNote } from './ui/notice';

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
      <Button variant="quiet" shape="box" onClick={onSignOut} disabled={signingOut}>
        {signingOut ? 'Signing out...' : 'Sign Out'}
      </Button>
    </section>
  );
}
