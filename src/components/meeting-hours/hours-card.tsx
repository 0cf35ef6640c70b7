import { useActorRef, useSelector } from '@xstate/react';
import { Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { meetingHoursMachine } from '../../../machines/meeting-hours/meeting-hours.machine';
import {
  hasProblems,
  meetingHoursProblems,
  weekdays,
  type CalendarFeedStatus,
} from '../../../machines/meeting-hours/meeting-hours-rules';
import { meetingHoursActors } from '../../actors/meeting-hours.actors';
import { failureReportActions } from '../../actors/report-failure';
import { meetingHoursCopy, weekdayNames } from '../../content/meeting-hours';
import { couldNot, refusedWithoutReason, reasonText } from '../../content/failures';
import { actorOptions } from '../../lib/inspector';
import { formatSubmissionDate } from '../../lib/submission-date';
import { detectedTimeZone, timeZones } from '../../lib/time-zones';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { fieldBox } from '../ui/field-styles';
import { ErrorNote, Notice } from '../ui/notice';
import { Spinner } from '../ui/spinner';
import { SelectField, TextField } from '../ui/text-field';

const meetingHours = meetingHoursMachine.provide({ actors: meetingHoursActors, actions: failureReportActions });

const copy = meetingHoursCopy.hours;
const timeBox = `${fieldBox} block w-full px-3 py-2 text-white outline-none`;

/** The signed-in staff member's own name, time zone, weekly hours and calendar address, saved in one go. */
export function HoursCard() {
  const [browserZone] = useState(detectedTimeZone);
  const actor = useActorRef(meetingHours, { ...actorOptions(), input: { browserZone } });
  const mode = useSelector(actor, (state) =>
    state.matches('loading') ? 'loading' : state.matches('failed') ? 'failed' : 'ready',
  );
  const saving = useSelector(actor, (state) => state.matches('saving'));
  const { form, record, showProblems, saved, failure } = useSelector(actor, (state) => state.context);
  const problems = meetingHoursProblems(form);
  const shown = showProblems ? problems : { hours: {} as Record<number, string> };

  return (
    <Card as="section" variant="raised" className="p-4 sm:p-6" aria-labelledby="meeting-hours-heading">
      <h2 id="meeting-hours-heading" className="text-xl font-semibold text-white">
        {copy.heading}
      </h2>
      {mode === 'loading' && (
        <p className="mt-4 flex items-center gap-3 text-slate-300">
          <Spinner />
          {meetingHoursCopy.loading}
        </p>
      )}
      {mode === 'failed' && (
        <Notice tone="danger" as="div" role="alert" className="mt-4 flex flex-col items-start gap-3">
          <p className="font-semibold">{copy.loadFailed}</p>
          {failure && <p>{reasonText(failure)}</p>}
          <Button variant="dangerQuiet" size="sm" shape="box" onClick={() => actor.send({ type: 'load.retry' })}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {meetingHoursCopy.retry}
          </Button>
        </Notice>
      )}
      {mode !== 'loading' && mode !== 'failed' && (
        <form
          className="mt-4 flex flex-col gap-5"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'form.save' });
          }}
        >
          {record && !record.isHost && <p className="text-slate-300">{copy.notHost}</p>}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="meeting-display-name"
              label={copy.displayName}
              value={form.displayName}
              error={shown.displayName}
              disabled={saving}
              onChange={(event) => actor.send({ type: 'form.change', field: 'displayName', value: event.target.value })}
            />
            <SelectField
              id="meeting-time-zone"
              label={copy.timeZone}
              hint={copy.timeZoneHint}
              value={form.timeZone}
              error={shown.timeZone}
              disabled={saving}
              options={timeZones(form.timeZone || browserZone).map((zone) => ({ value: zone, label: zone }))}
              onChange={(event) => actor.send({ type: 'form.change', field: 'timeZone', value: event.target.value })}
            />
          </div>
          <fieldset>
            <legend className="text-sm font-medium text-slate-200">{copy.week}</legend>
            <ul className="mt-2 flex flex-col divide-y divide-slate-700/60">
              {weekdays.map((weekday) => {
                const day = weekdayNames[weekday] ?? String(weekday);
                const ranges = form.hours
                  .map((range, index) => ({ range, index }))
                  .filter(({ range }) => range.weekday === weekday);
                return (
                  <li key={weekday} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start">
                    <span className="w-28 shrink-0 pt-2 font-medium text-white">{day}</span>
                    <div className="flex flex-1 flex-col gap-2">
                      {ranges.length === 0 && <span className="pt-2 text-slate-400">{copy.noHours}</span>}
                      {ranges.map(({ range, index }, nth) => (
                        <div key={index}>
                          <div className="flex items-center gap-2">
                            <input
                              type="time"
                              className={timeBox}
                              aria-label={copy.from(day, nth + 1)}
                              aria-invalid={shown.hours[index] ? true : undefined}
                              aria-describedby={shown.hours[index] ? `hours-${index}-error` : undefined}
                              value={range.starts}
                              disabled={saving}
                              onChange={(event) =>
                                actor.send({ type: 'hours.change', index, field: 'starts', value: event.target.value })
                              }
                            />
                            <span aria-hidden="true" className="text-slate-400">
                              –
                            </span>
                            <input
                              type="time"
                              className={timeBox}
                              aria-label={copy.until(day, nth + 1)}
                              aria-invalid={shown.hours[index] ? true : undefined}
                              aria-describedby={shown.hours[index] ? `hours-${index}-error` : undefined}
                              value={range.ends}
                              disabled={saving}
                              onChange={(event) =>
                                actor.send({ type: 'hours.change', index, field: 'ends', value: event.target.value })
                              }
                            />
                            <Button
                              variant="dangerQuiet"
                              size="sm"
                              shape="box"
                              aria-label={copy.remove(day, range.starts, range.ends)}
                              disabled={saving}
                              onClick={() => actor.send({ type: 'hours.remove', index })}
                            >
                              <Trash2 className="h-4 w-4" aria-hidden="true" />
                            </Button>
                          </div>
                          {shown.hours[index] && (
                            <p id={`hours-${index}-error`} className="mt-1 text-sm text-red-300">
                              {shown.hours[index]}
                            </p>
                          )}
                        </div>
                      ))}
                    </div>
                    <Button
                      variant="quiet"
                      size="sm"
                      shape="box"
                      aria-label={copy.add(day)}
                      disabled={saving}
                      onClick={() => actor.send({ type: 'hours.add', weekday })}
                    >
                      <Plus className="h-4 w-4" aria-hidden="true" />
                      Add
                    </Button>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <div>
            <TextField
              id="meeting-calendar-url"
              label={meetingHoursCopy.calendar.label}
              hint={meetingHoursCopy.calendar.hint}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
              value={form.calendarUrl}
              error={shown.calendarUrl}
              disabled={saving}
              onChange={(event) => actor.send({ type: 'form.change', field: 'calendarUrl', value: event.target.value })}
            />
            <CalendarStatus calendar={record?.calendar ?? null} />
          </div>
          {showProblems && hasProblems(problems) && (
            <p role="alert" className="text-sm text-red-300">
              {copy.problems}
            </p>
          )}
          {failure && mode === 'ready' && !saving && (
            <ErrorNote>{couldNot(`save ${copy.saveFailed}`, failure.reason, refusedWithoutReason)}</ErrorNote>
          )}
          <div className="flex items-center gap-4">
            <Button type="submit" variant="primary" size="md" shape="box" disabled={saving}>
              {meetingHoursCopy.save}
            </Button>
            <p className="min-h-5 text-sm text-slate-300" role="status">
              {saving ? meetingHoursCopy.saving : saved ? meetingHoursCopy.saved : ''}
            </p>
          </div>
        </form>
      )}
    </Card>
  );
}

/** How the saved calendar's last fetch went: when it succeeded, or why it failed and since when the old times hold. */
function CalendarStatus({ calendar }: { calendar: CalendarFeedStatus | null }) {
  const words = meetingHoursCopy.calendar;
  if (!calendar) return <p className="mt-2 text-sm text-slate-400">{words.none}</p>;
  if (calendar.lastError !== null) {
    return (
      <Notice tone="warning" as="div" className="mt-2 text-sm" data-testid="calendar-status">
        <p>
          {words.failed(calendar.attemptedAt ? formatSubmissionDate(calendar.attemptedAt) : '')} {calendar.lastError}
        </p>
        <p>{calendar.fetchedAt ? words.keptSince(formatSubmissionDate(calendar.fetchedAt)) : words.neverFetched}</p>
      </Notice>
    );
  }
  return (
    <p className="mt-2 text-sm text-slate-300" data-testid="calendar-status">
      {calendar.fetchedAt ? words.fetched(formatSubmissionDate(calendar.fetchedAt), calendar.busyCount) : words.pending}
    </p>
  );
}
