import { ShieldOff } from 'lucide-react';
import { ButtonLink } from './ui/button';

/** What a sales user sees at the address of an admin's page (Growth, alert settings): no error, just why not. */
export function NotAllowedNotice() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-5 px-4 py-20 text-center sm:px-6">
      <ShieldOff className="h-12 w-12 text-amber-400" aria-hidden="true" />
      <h1 className="text-3xl font-bold text-white">Not allowed</h1>
      <p className="text-slate-300">
        Your role does not include this page. Ask an admin of your team if you need what it shows.
      </p>
      <ButtonLink to="/admin/dashboard" variant="quiet" shape="box">
        Back to the dashboard
      </ButtonLink>
    </section>
  );
}
