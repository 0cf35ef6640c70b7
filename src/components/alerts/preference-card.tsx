import { failureReportActions } from '../../actors/report-failure';
import { useActorRef, useSelector } from '@xstate/react';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import {
  alertPreferenceMachine,
  alertReceiveChoices,
} from '../../../machines/alert-preference/alert-preference.machine';
import { alertPreferenceActors } from '../../actors/alert-preference.actors';
import { alertsCopy } from '../../content/alerts';
import { couldNot, reasonText, refusedWithoutReason } from '../../content/failures';
import { actorOptions } from '../../lib/inspector';
import { Spinner } from '../ui/spinner';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { ErrorNote, Notice } from '../ui/notice';

const alertPreference = alertPreferenceMachine.provide({
  actors: alertPreferenceActors,
  actions: failureReportActions,
});

const copy = alertsCopy.preference;

/** The admin's own choice, saved as soon as it is picked, in the time zone of this browser. */
export function PreferenceCard() {
  // Read once per mount: the zone the browser is in now is the one the admin's emails should use.
  const [timeZone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  const actor = useActorRef(alertPreference, { ...actorOptions(), input: { timeZone } });
  const mode = useSelector(actor, (state) => {
    if (state.matches('loading')) return 'loading';
    if (state.matches('failed')) return 'failed';
    return 'ready';
  });
  const saving = useSelector(actor, (state) => state.matches('saving') || state.matches('savingTaking'));
  const takingLeads = useSelector(actor, (state) => state.context.takingLeads);
  const saved = useSelector(actor, (state) => state.context.saved);
  const choice = useSelector(actor, (state) => state.context.choice);
  const failure = useSelector(actor, (state) => state.context.failure);
  const minutes = useSelector(actor, (state) => state.context.record?.escalateAfterMinutes ?? 7);

  return (
    <Card as="section" variant="raised" className="p-6" aria-labelledby="alert-preference-heading">
      <h2 id="alert-preference-heading" className="text-xl font-semibold text-white">
        {copy.heading}
      </h2>
      {mode === 'loading' && (
        <p className="mt-4 flex items-center gap-3 text-slate-300">
          <Spinner />
          Loading...
        </p>
      )}
      {mode === 'failed' && (
        <Notice tone="danger" as="div" role="alert" className="mt-4 flex flex-col items-start gap-3">
          <p className="font-semibold">{copy.loadFailed}</p>
          {failure && <p>{reasonText(failure)}</p>}
          <Button variant="dangerQuiet" size="sm" shape="box" onClick={() => actor.send({ type: 'preference.retry' })}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {alertsCopy.retry}
          </Button>
        </Notice>
      )}
      {mode === 'ready' || saving ? (
        <fieldset className="mt-4" aria-busy={saving}>
          <legend className="text-sm font-medium text-slate-200">{copy.legend}</legend>
          <div className="mt-2 flex flex-col gap-2">
            {alertReceiveChoices.map((receive) => (
              <label
                key={receive}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-white/10 px-4 py-3 has-[:checked]:border-brand-400/60 has-[:checked]:bg-brand-400/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-300"
              >
                <input
                  type="radio"
                  name="alert-receive"
                  value={receive}
                  checked={choice === receive}
                  disabled={saving}
                  onChange={() => actor.send({ type: 'preference.choose', receive })}
                  className="mt-1 accent-brand-400"
                />
                <span>
                  <span className="block font-medium text-white">{copy.choices[receive].label}</span>
                  <span className="block text-sm text-slate-300">{copy.choices[receive].hint(minutes)}</span>
                </span>
              </label>
            ))}
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={takingLeads}
            aria-describedby="taking-leads-hint"
            aria-disabled={saving}
            onClick={() => {
              if (!saving) actor.send({ type: 'taking.choose', takingLeads: !takingLeads });
            }}
            className="mt-4 inline-flex items-center gap-3 rounded-xl border border-white/15 px-4 py-3 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-brand-400"
          >
            <span
              aria-hidden="true"
              className={`relative h-5 w-9 rounded-full transition-colors ${takingLeads ? 'bg-brand-400' : 'bg-white/20'}`}
            >
              <span
                className={`absolute top-0.5 h-4 w-4 rounded-full bg-white transition-all ${takingLeads ? 'left-4.5' : 'left-0.5'}`}
              />
            </span>
            {copy.takingLeads}
          </button>
          <p id="taking-leads-hint" className="mt-1 text-sm text-slate-300">
            {copy.takingLeadsHint}
          </p>
          <p className="mt-3 min-h-5 text-sm text-slate-300" role="status">
            {saving ? copy.saving : saved ? copy.saved : ''}
          </p>
          {failure && <ErrorNote>{couldNot(copy.saveFailed, failure.reason, refusedWithoutReason)}</ErrorNote>}
          <p className="mt-1 text-sm text-slate-400">{copy.timeZone(timeZone)}</p>
        </fieldset>
      ) : null}
    </Card>
  );
}
