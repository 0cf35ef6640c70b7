import { useActorRef, useSelector } from '@xstate/react';
import { RefreshCw } from 'lucide-react';
import { meetingSettingsMachine } from '../../../machines/meeting-settings/meeting-settings.machine';
import { settingsProblems, type MeetingSettingsField } from '../../../machines/meeting-settings/meeting-settings-rules';
import { meetingSettingsActors } from '../../actors/meeting-hours.actors';
import { failureReportActions } from '../../actors/report-failure';
import { meetingHoursCopy } from '../../content/meeting-hours';
import { couldNot, refusedWithoutReason, reasonText } from '../../content/failures';
import { actorOptions } from '../../lib/inspector';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { ErrorNote, Notice } from '../ui/notice';
import { Spinner } from '../ui/spinner';
import { TextField } from '../ui/text-field';

const meetingSettings = meetingSettingsMachine.provide({
  actors: meetingSettingsActors,
  actions: failureReportActions,
});

const copy = meetingHoursCopy.settings;
const fields: MeetingSettingsField[] = ['length', 'buffer', 'noticeHours', 'horizon'];

/** The team's meeting settings, for admins: length, buffer, minimum notice and how far ahead, saved in one go. */
export function SettingsCard() {
  const actor = useActorRef(meetingSettings, actorOptions());
  const mode = useSelector(actor, (state) =>
    state.matches('loading') ? 'loading' : state.matches('failed') ? 'failed' : 'ready',
  );
  const saving = useSelector(actor, (state) => state.matches('saving'));
  const { form, showProblems, saved, failure } = useSelector(actor, (state) => state.context);
  const problems = showProblems ? settingsProblems(form) : {};

  return (
    <Card as="section" variant="raised" className="p-4 sm:p-6" aria-labelledby="meeting-settings-heading">
      <h2 id="meeting-settings-heading" className="text-xl font-semibold text-white">
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
          <Button variant="dangerQuiet" size="sm" shape="box" onClick={() => actor.send({ type: 'settings.retry' })}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {meetingHoursCopy.retry}
          </Button>
        </Notice>
      )}
      {mode === 'ready' || saving ? (
        <form
          className="mt-4 flex flex-col gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'settings.save' });
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {fields.map((field) => (
              <TextField
                key={field}
                id={`meeting-setting-${field}`}
                label={copy[field]}
                inputMode="numeric"
                value={form[field]}
                error={problems[field]}
                disabled={saving}
                onChange={(event) => actor.send({ type: 'settings.change', field, value: event.target.value })}
              />
            ))}
          </div>
          {Object.keys(problems).length > 0 && (
            <p role="alert" className="text-sm text-red-300">
              {copy.problems}
            </p>
          )}
          {failure && !saving && (
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
      ) : null}
    </Card>
  );
}
