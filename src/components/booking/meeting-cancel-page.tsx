import { useActorRef, useSelector } from '@xstate/react';
import { CalendarX, TriangleAlert, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { meetingCancelMachine } from '../../../machines/booking/meeting-cancel.machine';
import { slotInFull } from '../../../machines/booking/slot-days';
import { meetingCancelActors } from '../../actors/booking.actors';
import { actorOptions } from '../../lib/inspector';
import { m } from '../../paraglide/messages.js';
import { getLocale } from '../../paraglide/runtime.js';
import { Button } from '../ui/button';
import { ErrorNote, Notice } from '../ui/notice';

const meetingCancel = meetingCancelMachine.provide(meetingCancelActors);

/** The prospect's cancel link: shows the meeting, asks, cancels. */
export function MeetingCancelPage({ token }: { token: string }) {
  const [timeZone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  const actor = useActorRef(meetingCancel, { ...actorOptions(), input: { token } });
  const state = useSelector(actor, (snapshot) => snapshot);
  const { meeting, failure } = state.context;
  const words = meeting
    ? { time: slotInFull(meeting.startsAt, timeZone, getLocale()), host: meeting.hostName }
    : { time: '', host: '' };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-white">{m.cancel_title()}</h1>
      <div role="status" className="mt-6">
        {state.matches('loading') && (
          <Notice tone="neutral" icon={LoaderCircle}>
            {m.book_loading()}
          </Notice>
        )}
        {state.matches('cancelled') && (
          <Notice tone="success" icon={CalendarX}>
            {m.cancel_done({ host: words.host })}
          </Notice>
        )}
      </div>
      {state.matches('linkRefused') && (
        <Notice tone="warning" icon={TriangleAlert} role="alert">
          {m.book_link_refused()}
        </Notice>
      )}
      {state.matches('failed') && (
        <ErrorNote action={{ label: m.book_retry(), onClick: () => actor.send({ type: 'page.retry' }) }}>
          {m.book_failed()}
        </ErrorNote>
      )}
      {(state.matches('confirming') || state.matches('cancelling')) && (
        <div className="space-y-4">
          <p className="text-lg text-slate-200">{m.cancel_question(words)}</p>
          <Button
            variant="danger"
            size="lg"
            disabled={state.hasTag('busy')}
            onClick={() => actor.send({ type: 'cancel.confirm' })}
          >
            {state.hasTag('busy') ? m.cancel_cancelling() : m.cancel_confirm()}
          </Button>
          {state.matches('confirming') && failure && <ErrorNote>{m.cancel_failed()}</ErrorNote>}
        </div>
      )}
    </div>
  );
}
