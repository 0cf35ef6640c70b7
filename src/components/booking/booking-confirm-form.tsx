import { useSelector } from '@xstate/react';
import { LoaderCircle } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import { visitorDetailFields, type Slot, type VisitorDetails } from '../../../machines/booking/booking';
import { needsDetails, type bookingMachine } from '../../../machines/booking/booking.machine';
import { slotInFull } from '../../../machines/booking/slot-days';
import { demoFieldMaxLengths, demoFieldProblem } from '../../../machines/demo-form/demo-form-rules';
import { formClock, honeypotValue } from '../../lib/form-bot-checks';
import { m } from '../../paraglide/messages.js';
import { getLocale } from '../../paraglide/runtime.js';
import { Honeypot } from '../landing/honeypot';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { TextField } from '../ui/text-field';

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

/**
 * The chosen time's confirmation, with the visitor's name and email when no lead brought them. Its own module: the
 * page loads it when the visitor reaches for a time, so the first load carries only the picker.
 */
export function BookingConfirmForm({ actor, chosen }: { actor: ActorRefFrom<typeof bookingMachine>; chosen: Slot }) {
  const state = useSelector(actor, (snapshot) => snapshot);
  const { context } = state;
  const busy = state.hasTag('busy');
  return (
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
              disabled={busy}
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
      <Button type="submit" variant="gradient" size="lg" disabled={busy}>
        {busy && <LoaderCircle className="h-5 w-5 motion-safe:animate-spin" aria-hidden="true" />}
        {busy ? m.book_booking() : m.book_confirm({ time: slotInFull(chosen.startsAt, context.timeZone, getLocale()) })}
      </Button>
      {state.matches('chosen') && context.failure && <p className="text-sm text-red-300">{m.book_book_failed()}</p>}
    </Card>
  );
}
