import { CalendarCheck } from 'lucide-react';
import type { Lead } from '../../../machines/inbox/lead';
import { slotInFull } from '../../../machines/booking/slot-days';
import { leadMeetingCopy as copy } from '../../content/lead-meeting';

/**
 * Under a lead's status in the inbox: "Meeting booked" and when (in the zone of the staff member who takes it), with
 * whom, while the lead has a booked meeting. The status staff set stays beside it.
 */
export function LeadMeetingMark({ meeting }: { meeting: Lead['meeting'] }) {
  if (meeting === null) return null;
  const time = slotInFull(meeting.startsAt, meeting.hostTimeZone, 'en-GB');
  return (
    <span className="mt-1 flex items-center gap-1 text-xs text-emerald-200" data-testid="lead-row-meeting">
      <CalendarCheck className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      <span>
        <span className="font-semibold">{copy.booked}</span> · {copy.with(time, meeting.hostName)}
      </span>
    </span>
  );
}
