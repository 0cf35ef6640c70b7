import { getRouteApi } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { ArrowLeft } from 'lucide-react';
import { isAdmin } from '../../../machines/session/staff-roles';
import { alertsCopy } from '../../content/alerts';
import { ButtonLink } from '../ui/button';
import { AlertLogPanel } from './alert-log-panel';
import { PreferenceCard } from './preference-card';
import { staffWidth } from '../page-width';

// Read through the route's id, not by importing the route file, so this screen stays out of the app's entry chunk.
const alertsRoute = getRouteApi('/admin/_authed/alerts');

/**
 * `/admin/alerts`: every member of staff's own alert choice and "Taking new leads" switch; for admins also the team's
 * part, each channel's health with "Send test alert" and the delivery log (the database shows sales none of it).
 */
export function AlertsScreen() {
  const { session } = alertsRoute.useRouteContext();
  const admin = useSelector(session, (state) => isAdmin(state.context.user));
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
        {admin && <AlertLogPanel />}
      </div>
    </section>
  );
}
