import { ArrowLeft } from 'lucide-react';
import { alertsCopy } from '../../content/alerts';
import { ButtonLink } from '../ui/button';
import { AlertLogPanel } from './alert-log-panel';
import { PreferenceCard } from './preference-card';
import { staffWidth } from '../page-width';

/** `/admin/alerts`: the admin's own alert choice, each channel's health with "Send test alert", the delivery log. */
export function AlertsScreen() {
  return (
    <section className={`${staffWidth} py-12`}>
      <header>
        <ButtonLink to="/admin/dashboard" variant="plain">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {alertsCopy.back}
        </ButtonLink>
        <h1 className="mt-2 text-3xl font-bold text-white">{alertsCopy.title}</h1>
        <p className="mt-1 text-slate-300">{alertsCopy.intro}</p>
      </header>
      <div className="mt-8 flex flex-col gap-6">
        <PreferenceCard />
        <AlertLogPanel />
      </div>
    </section>
  );
}
