import { CalendarCheck } from 'lucide-react';
import type { BookedMeeting } from '../../../machines/booking/booking';
import { slotInFull } from '../../../machines/booking/slot-days';
import { detectedTimeZone } from '../../lib/time-zones';
import { m } from '../../paraglide/messages.js';
import { getLocale } from '../../paraglide/runtime.js';
import { Notice } from '../ui/notice';

/** The meeting the assistant has just booked in the conversation, in the visitor's own time zone. */
export function MeetingBooked({ meeting }: { meeting: BookedMeeting }) {
  return (
    <Notice tone="success" icon={CalendarCheck} className="mt-4" data-testid="voice-meeting">
      {m.book_booked({ time: slotInFull(meeting.startsAt, detectedTimeZone(), getLocale()), host: meeting.hostName })}
    </Notice>
  );
}
