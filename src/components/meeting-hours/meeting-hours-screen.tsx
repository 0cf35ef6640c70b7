import { getRouteApi } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { ArrowLeft } from 'lucide-react';
import { isAdmin } from '../../../machines/session/staff-roles';
import { meetingHoursCopy } from '../../content/meeting-hours';
import { ButtonLink } from '../ui/button';
import { staffWidth } from '../page-width';
import { HoursCard } from './hours-card';
import { SettingsCard } from './settings-card';

const meetingHoursRoute = getRouteApi('/admin/_authed/meeting-hours');

/** `/admin/meeting-hours`: each staff member's own hours and calendar; for admins, the team's meeting settings too. */
export function MeetingHoursScreen() {
  const { session } = meetingHoursRoute.useRouteContext();
  const admin = useSelector(session, (state) => isAdmin(state.context.user));
  return (
    <section className={`${staffWidth} py-12`}>
      <header>
        <ButtonLink to="/admin/dashboard" variant="plain">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {meetingHoursCopy.back}
        </ButtonLink>
        <h1 className="mt-2 text-3xl font-bold text-white">{meetingHoursCopy.title}</h1>
        <p className="mt-1 text-slate-300">{meetingHoursCopy.intro}</p>
      </header>
      <div className="mt-8 flex flex-col gap-6">
        <HoursCard />
        {admin && <SettingsCard />}
      </div>
    </section>
  );
}
