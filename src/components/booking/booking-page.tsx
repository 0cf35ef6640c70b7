import { useActorRef, useSelector } from '@xstate/react';
import { CalendarCheck, TriangleAlert, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { visitorDetailFields, type BookingPurpose, type VisitorDetails } from '../../../machines/booking/booking';
import { bookingMachine, needsDetails } from '../../../machines/booking/booking.machine';
import { demoFieldMaxLengths, demoFieldProblem } from '../../../machines/demo-form/demo-form-rules';
import { formClock, honeypotValue } from '../../lib/form-bot-checks';
import { slotDays, slotInFull } from '../../../machines/booking/slot-days';
import { bookingActors } from '../../actors/booking.actors';
import { actorOptions } from '../../lib/inspector';
import { m } from '../../paraglide/messages.js';
import { getLocale } from '../../paraglide/runtime.js';
import { Button } from '../ui/button';
import { Honeypot } from '../landing/honeypot';
import { Card } from '../ui/card';
import { ErrorNote, Notice } from '../ui/notice';
import { SelectField, TextField } from '../ui/text-field';
import { detectedTimeZone, timeZones } from '../../lib/time-zones';

const booking = bookingMachine.provide(bookingActors);

/**
 * The labels of the demo form's name and email boxes, as this page's own messages: a message module the home page
 * shared would be a script of its own on both pages.
 */
const detailLabels: Record<keyof VisitorDetails, () => string> = {
  firstName: m.book_first_name,
  lastName: m.book_last_name,
  email: m.book_email,
};

/** What is wrong with a detail as typed, in words ('' when nothing is; `required` says an empty box is empty). */
function detailProblemText(field: keyof VisitorDetails, value: string): string {
  const problem = value === '' ? null : demoFieldProblem(field, value);
  if (problem === null) return '';
  if (problem === 'blank') return m.book_blank();
  return problem === 'emailShape' ? m.book_email_shape() : m.book_too_long({ max: demoFieldMaxLengths[field] });
}

const detailAutoComplete: Record<keyof VisitorDetails, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
};

export function BookingPage({ purpose }: { purpose: BookingPurpose }) {
  const [timeZone] = useState(detectedTimeZone);
  // The request a visitor without a lead makes is one id for the page's life, so a retry is stored once.
  const [requestId] = useState(() => crypto.randomUUID());
  const actor = useActorRef(booking, {
    ...actorOptions(),
    input: { purpose, timeZone, requestId, openedAt: formClock() },
  });
  const state = useSelector(actor, (snapshot) => snapshot);
  const { context } = state;
  const locale = getLocale();
  const inFull = (startsAt: string) => slotInFull(startsAt, context.timeZone, locale);
  const moving = purpose.kind === 'reschedule';
  const days = slotDays(context.slots, context.timeZone, locale);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-white">{moving ? m.book_move_title() : m.book_title()}</h1>
      <p className="mt-2 text-slate-300">
        {moving && context.meeting
          ? m.book_move_lead({ time: inFull(context.meeting.startsAt), host: context.meeting.hostName })
          : m.book_lead()}
      </p>

      {/* The prerendered shell knows no visitor's zone: the choice appears once the slots have loaded. */}
      {!state.matches('loading') && (
        <SelectField
          id="booking-time-zone"
          label={m.book_time_zone()}
          className="mt-6 max-w-sm"
          value={context.timeZone}
          onChange={(event) => actor.send({ type: 'zone.choose', timeZone: event.target.value })}
          options={timeZones(context.timeZone).map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))}
        />
      )}

      <div role="status" className="mt-6">
        {state.matches('loading') && (
          <Notice tone="neutral" icon={LoaderCircle}>
            {m.book_loading()}
          </Notice>
        )}
        {state.matches('booked') && context.meeting && (
          <Notice tone="success" icon={CalendarCheck}>
            {(context.alreadyBooked ? m.book_already : moving ? m.book_moved : m.book_booked)({
              time: inFull(context.meeting.startsAt),
              host: context.meeting.hostName,
            })}
          </Notice>
        )}
      </div>
      <div role="alert">
        {context.nearest.length > 0 && !state.matches('booked') && (
          <Notice tone="warning" icon={TriangleAlert} className="mt-4">
            {m.book_taken()}
          </Notice>
        )}
        {state.matches('linkRefused') && (
          <Notice tone="warning" icon={TriangleAlert} className="mt-4">
            {m.book_link_refused()}
          </Notice>
        )}
      </div>
      {state.matches('failed') && (
        <ErrorNote
          className="mt-4"
          action={{ label: m.book_retry(), onClick: () => actor.send({ type: 'page.retry' }) }}
        >
          {m.book_failed()}
        </ErrorNote>
      )}

      {(state.matches('picking') || state.matches('chosen') || state.matches('booking')) && (
        <SlotPicker
          days={days}
          chosen={context.chosen?.startsAt ?? null}
          nearest={context.nearest.map((slot) => slot.startsAt)}
          disabled={state.hasTag('busy')}
          onChoose={(slot) => actor.send({ type: 'slot.choose', slot })}
        />
      )}

      {(state.matches('chosen') || state.matches('booking')) && context.chosen && (
        <Card
          as="form"
          aria-label={m.book_confirm_label()}
          className="sticky bottom-4 mt-6 flex flex-wrap items-end gap-3 p-4"
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'booking.confirm', at: formClock(), honeypot: honeypotValue(event.currentTarget) });
          }}
        >
          {needsDetails(context.purpose) && (
            <>
              <p className="w-full text-slate-200">{m.book_details_lead()}</p>
              {visitorDetailFields.map((field) => (
                <TextField
                  key={field}
                  id={`book-${field}`}
                  label={detailLabels[field]()}
                  value={context.details[field]}
                  required
                  maxLength={demoFieldMaxLengths[field]}
                  type={field === 'email' ? 'email' : 'text'}
                  autoComplete={detailAutoComplete[field]}
                  disabled={state.hasTag('busy')}
                  className="min-w-48 flex-1"
                  onChange={(event) => {
                    const { value } = event.target;
                    // The browser stops what the database would refuse, with the demo form's rule.
                    event.target.setCustomValidity(detailProblemText(field, value));
                    actor.send({ type: 'details.change', field, value });
                  }}
                />
              ))}
              <Honeypot label={m.book_honeypot()} />
            </>
          )}
          <Button type="submit" variant="gradient" size="lg" disabled={state.hasTag('busy')}>
            {state.hasTag('busy') && <LoaderCircle className="h-5 w-5 motion-safe:animate-spin" aria-hidden="true" />}
            {state.hasTag('busy') ? m.book_booking() : m.book_confirm({ time: inFull(context.chosen.startsAt) })}
          </Button>
          {state.matches('chosen') && context.failure && <p className="text-sm text-red-300">{m.book_book_failed()}</p>}
        </Card>
      )}
    </div>
  );
}

function SlotPicker({
  days,
  chosen,
  nearest,
  disabled,
  onChoose,
}: {
  days: ReturnType<typeof slotDays>;
  chosen: string | null;
  nearest: string[];
  disabled: boolean;
  onChoose: (slot: { startsAt: string; endsAt: string }) => void;
}) {
  if (days.length === 0) return <p className="mt-6 text-slate-300">{m.book_none()}</p>;
  return (
    <div className="mt-6 space-y-6">
      {days.map((day) => (
        <section key={day.day} aria-labelledby={`day-${day.day}`}>
          <h2 id={`day-${day.day}`} className="text-lg font-semibold text-white">
            {day.label}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={m.book_slots_of_day({ day: day.label })}>
            {day.slots.map(({ slot, time }) => (
              <li key={slot.startsAt}>
                <button
                  type="button"
                  disabled={disabled}
                  aria-pressed={chosen === slot.startsAt}
                  data-starts-at={slot.startsAt}
                  onClick={() => onChoose(slot)}
                  className={`min-w-20 rounded-lg border px-3 py-2 text-sm font-medium tabular-nums focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400 ${
                    chosen === slot.startsAt
                      ? 'border-sky-400 bg-sky-500 text-slate-950'
                      : nearest.includes(slot.startsAt)
                        ? 'border-amber-300 bg-white/5 text-white hover:bg-white/10'
                        : 'border-white/15 bg-white/5 text-white hover:bg-white/10'
                  }`}
                >
                  {time}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
