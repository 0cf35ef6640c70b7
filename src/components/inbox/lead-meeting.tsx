import { useActorRef, useSelector } from '@xstate/react';
import { CalendarCheck, RefreshCw } from 'lucide-react';
import type { LeadMeeting as Meeting } from '../../../machines/lead-meeting/lead-meeting';
import { leadMeetingMachine } from '../../../machines/lead-meeting/lead-meeting.machine';
import { slotInFull } from '../../../machines/booking/slot-days';
import { leadMeetingActors } from '../../actors/lead-meeting.actors';
import { failureReportActions } from '../../actors/report-failure';
import { couldNot } from '../../content/failures';
import { leadMeetingCopy as copy } from '../../content/lead-meeting';
import { actorOptions } from '../../lib/inspector';
import { m } from '../../paraglide/messages.js';
import { Button } from '../ui/button';
import { ErrorNote, Notice } from '../ui/notice';
import { Spinner } from '../ui/spinner';

const leadMeeting = leadMeetingMachine.provide({ actors: leadMeetingActors, actions: failureReportActions });

/** A meeting's time as staff read it: in the zone of the staff member who takes it. */
const hostTime = (meeting: Meeting) => slotInFull(meeting.startsAt, meeting.hostTimeZone, 'en-GB');

/** The lead's demo meeting: when, with whom, who booked it; staff book, move or cancel it here. */
export function LeadMeeting({ leadId }: { leadId: string }) {
  const actor = useActorRef(leadMeeting, { ...actorOptions(), input: { leadId } });
  const state = useSelector(actor, (snapshot) => snapshot);
  const { meeting, slots, taken, failure } = state.context;
  const booked = meeting?.status === 'booked' ? meeting : null;

  return (
    <section aria-labelledby="lead-meeting-title" className="flex flex-col gap-3">
      <h3 id="lead-meeting-title" className="text-sm font-semibold tracking-wide text-slate-300 uppercase">
        {copy.title}
      </h3>
      {state.matches('loading') && <Spinner />}
      {state.matches('failed') && (
        <ErrorNote>
          {couldNot(copy.loadFailed, failure?.reason ?? null)}{' '}
          <Button
            variant="dangerQuiet"
            size="compact"
            shape="box"
            onClick={() => actor.send({ type: 'meeting.retry' })}
          >
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            Retry
          </Button>
        </ErrorNote>
      )}
      {!state.matches('loading') && !state.matches('failed') && (
        <>
          {booked ? (
            <Notice tone="success" icon={CalendarCheck} as="div" data-testid="lead-meeting">
              <div>
                <p className="font-semibold">{copy.booked}</p>
                <p>{copy.with(hostTime(booked), booked.hostName)}</p>
                <p className="text-sm">{copy.bookedBy[booked.bookedBy]}</p>
              </div>
            </Notice>
          ) : (
            <p className="text-sm text-slate-400">{meeting ? copy.cancelled(hostTime(meeting)) : copy.none}</p>
          )}
          {state.matches('shown') && (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={() => actor.send({ type: 'meeting.pick' })}>
                {booked ? copy.move : copy.book}
              </Button>
              {booked && (
                <Button variant="dangerQuiet" size="sm" onClick={() => actor.send({ type: 'meeting.cancel' })}>
                  {copy.cancel}
                </Button>
              )}
            </div>
          )}
          {state.matches('cancelling') && <Spinner />}
          {state.matches('picking') && (
            <div className="flex flex-col gap-2">
              {taken && <p role="alert">{m.book_taken()}</p>}
              {state.hasTag('busy') ? (
                <Spinner />
              ) : (
                <ul className="flex max-h-64 flex-wrap gap-2 overflow-y-auto" aria-label={copy.freeTimes}>
                  {slots.map((slot) => (
                    <li key={slot.startsAt}>
                      <Button
                        variant="secondary"
                        size="compact"
                        shape="box"
                        data-starts-at={slot.startsAt}
                        onClick={() => actor.send({ type: 'slot.choose', slot })}
                      >
                        {slotInFull(slot.startsAt, booked?.hostTimeZone ?? 'UTC', 'en-GB')}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              <Button variant="quiet" size="sm" onClick={() => actor.send({ type: 'pick.close' })}>
                {copy.close}
              </Button>
            </div>
          )}
          {failure && !state.matches('failed') && <ErrorNote>{couldNot(copy.changeFailed, failure.reason)}</ErrorNote>}
        </>
      )}
    </section>
  );
}
