import { useActorRef, useSelector } from '@xstate/react';
import { CalendarCheck, TriangleAlert, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import type { BookingPurpose } from '../../../machines/booking/booking';
import { bookingMachine } from '../../../machines/booking/booking.machine';
import { formClock } from '../../lib/form-bot-checks';
import { slotDays, slotInFull } from '../../../machines/booking/slot-days';
import { bookingActors } from '../../actors/booking.actors';
import { actorOptions } from '../../lib/inspector';
import { lateModule } from '../../lib/late-module';
import { m } from '../../paraglide/messages.js';
import { getLocale } from '../../paraglide/runtime.js';
import { ErrorNote, Notice } from '../ui/notice';
import { SelectField } from '../ui/text-field';
import { detectedTimeZone, timeZones } from '../../lib/time-zones';

const booking = bookingMachine.provide(bookingActors);

/** The confirmation and its details form: asked for when the visitor reaches for a time (a touch, a focus, the pointer). */
const useConfirmForm = lateModule(() => import('./booking-confirm-form'));

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
  const confirming = state.matches('chosen') || state.matches('booking');
  const confirmForm = useConfirmForm(confirming);

  return (
    // A screen high at least: the times arrive after the page has painted, and the footer below them then stays off
    // the screen instead of jumping down it.
    <div className="mx-auto min-h-svh max-w-3xl px-4 py-10 sm:px-6">
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

      {(state.matches('picking') || confirming) && (
        <SlotPicker
          days={days}
          chosen={context.chosen?.startsAt ?? null}
          nearest={context.nearest.map((slot) => slot.startsAt)}
          disabled={state.hasTag('busy')}
          onChoose={(slot) => actor.send({ type: 'slot.choose', slot })}
          onReach={confirmForm.prepare}
        />
      )}

      {confirming && context.chosen && confirmForm.module && (
        <confirmForm.module.BookingConfirmForm actor={actor} chosen={context.chosen} />
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
  onReach,
}: {
  days: ReturnType<typeof slotDays>;
  chosen: string | null;
  nearest: string[];
  disabled: boolean;
  onChoose: (slot: { startsAt: string; endsAt: string }) => void;
  /** The visitor reaches for a time: the moment to load what follows a choice. */
  onReach: () => void;
}) {
  if (days.length === 0) return <p className="mt-6 text-slate-300">{m.book_none()}</p>;
  return (
    <div
      className="mt-6 space-y-6"
      onFocusCapture={onReach}
      onPointerDownCapture={onReach}
      onPointerOverCapture={onReach}
    >
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
