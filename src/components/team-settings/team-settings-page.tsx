import { useActorRef, useSelector } from '@xstate/react';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import { idleMinutesRange } from '../../../machines/team-settings/team-settings';
import { teamSettingsMachine } from '../../../machines/team-settings/team-settings.machine';
import { failureReportActions } from '../../actors/report-failure';
import { teamSettingsActors } from '../../actors/team-settings-screen.actors';
import { couldNot, reasonText, refusedWithoutReason } from '../../content/failures';
import { teamSettingsCopy as copy } from '../../content/team-settings';
import { actorOptions } from '../../lib/inspector';
import { LoadingScreen } from '../loading-screen';
import { staffWidth } from '../page-width';
import { Button, ButtonLink } from '../ui/button';
import { Card } from '../ui/card';
import { ErrorNote, Notice } from '../ui/notice';
import { TextField } from '../ui/text-field';

const teamSettings = teamSettingsMachine.provide({ actors: teamSettingsActors, actions: failureReportActions });

/** `/admin/team-settings`: whether staff need two-step sign-in, and after how many idle minutes a session ends. */
export function TeamSettingsPage() {
  const actor = useActorRef(teamSettings, actorOptions());
  const mode = useSelector(actor, (state) => {
    if (state.matches('loading')) return 'loading';
    if (state.matches('failed')) return 'failed';
    return 'ready';
  });
  const saving = useSelector(actor, (state) => state.matches('saving'));
  const twoStepRequired = useSelector(actor, (state) => state.context.twoStepRequired);
  const idleMinutesText = useSelector(actor, (state) => state.context.idleMinutesText);
  const problem = useSelector(actor, (state) => state.context.problem);
  const failure = useSelector(actor, (state) => state.context.failure);
  const saved = useSelector(actor, (state) => state.context.saved);
  return (
    <section className={`flex flex-col gap-6 py-12 ${staffWidth}`}>
      <header className="flex flex-col gap-3">
        <ButtonLink to="/admin/dashboard" variant="plain">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Dashboard
        </ButtonLink>
        <h1 className="text-3xl font-bold text-white">{copy.title}</h1>
        <p className="text-slate-300">{copy.intro}</p>
      </header>
      {mode === 'loading' && <LoadingScreen />}
      {mode === 'failed' && (
        <Notice tone="danger" as="div" role="alert" className="flex flex-col items-start gap-3">
          <p>
            {copy.loadFailed} {failure && reasonText(failure)}
          </p>
          <Button variant="dangerQuiet" size="sm" shape="box" onClick={() => actor.send({ type: 'settings.retry' })}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {copy.retry}
          </Button>
        </Notice>
      )}
      {mode === 'ready' && (
        <Card as="section" variant="raised" className="p-6">
          <form
            className="flex max-w-xl flex-col gap-5"
            aria-busy={saving}
            onSubmit={(event) => {
              event.preventDefault();
              actor.send({ type: 'settings.save' });
            }}
          >
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                checked={twoStepRequired}
                disabled={saving}
                aria-describedby="two-step-hint"
                onChange={(event) => actor.send({ type: 'settings.twoStep', required: event.target.checked })}
                className="mt-1 accent-brand-400"
              />
              <span>
                <span className="block font-medium text-white">{copy.twoStep}</span>
                <span id="two-step-hint" className="block text-sm text-slate-300">
                  {copy.twoStepHint}
                </span>
              </span>
            </label>
            <TextField
              id="idle-minutes"
              label={copy.idleMinutes}
              inputMode="numeric"
              value={idleMinutesText}
              disabled={saving}
              hint={copy.idleMinutesHint}
              error={problem ?? undefined}
              min={idleMinutesRange.min}
              max={idleMinutesRange.max}
              onChange={(event) => actor.send({ type: 'settings.idleMinutes', text: event.target.value })}
              className="max-w-48"
            />
            <div className="flex items-center gap-3">
              <Button type="submit" variant="primary" size="sm" shape="box" disabled={saving}>
                {saving ? copy.saving : copy.save}
              </Button>
              <p role="status" className="text-sm text-slate-300">
                {saved ? copy.saved : ''}
              </p>
            </div>
            {failure && <ErrorNote>{couldNot(copy.saveFailed, failure.reason, refusedWithoutReason)}</ErrorNote>}
          </form>
        </Card>
      )}
    </section>
  );
}
