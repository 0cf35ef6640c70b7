import { useHydrated } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import {
  demoFieldMaxLengths,
  demoFieldProblem,
  type DemoFieldProblem,
} from '../../../machines/demo-form/demo-form-rules';
import { demoFormMachine, sharedCase } from '../../../machines/demo-form/demo-form.machine';
import type { DemoFormField } from '../../../machines/demo-form/demo-form-rules';
import { businessCaseOf } from '../../../machines/growth/business-case';
import type { RoiInputs } from '../../../machines/roi-wizard/roi-inputs';
import { demoFormImplementations, demoFormSubmitEvent } from '../../actors/demo-form.actors';
import { formClock } from '../../lib/form-bot-checks';
import { Honeypot } from './honeypot';
import { businessCaseSummary } from '../../content/business-case';
import { demoFormCopy } from '../../content/landing/contact';
import { readDemoDraft } from '../../lib/demo-form-draft';
import { actorOptions } from '../../lib/inspector';
import { readRoiEstimate } from '../../lib/roi-estimate-store';
import { formatUsage } from '../../lib/number-format';
import { m } from '../../paraglide/messages.js';
import { Button, ButtonLink } from '../ui/button';
import { Card } from '../ui/card';
import { Notice } from '../ui/notice';
import { TextArea, TextField } from '../ui/text-field';

/** What the visitor is told about a field's problem. */
const problemMessage = (field: DemoFormField, problem: DemoFieldProblem): string =>
  problem === 'blank'
    ? demoFormCopy.blankField
    : problem === 'emailShape'
      ? demoFormCopy.emailShape
      : problem === 'phoneShape'
        ? demoFormCopy.phoneShape
        : demoFormCopy.tooLong(demoFieldMaxLengths[field]);

/** Why the database refused a field: what its value breaks now, else the one rule a value can break there unseen. */
const refusalMessage = (field: DemoFormField, value: string): string =>
  problemMessage(
    field,
    demoFieldProblem(field, value) ?? (field === 'email' ? 'emailShape' : field === 'phone' ? 'phoneShape' : 'tooLong'),
  );

const demoForm = demoFormMachine.provide(demoFormImplementations());

/**
 * `offeredCase`: the ROI calculator's inputs the page's address brought along (its Book a Demo), if any; else the
 * tab's last ROI results are offered once the page runs.
 */
export function DemoForm({ offeredCase }: { offeredCase: RoiInputs | null }) {
  // The input is read once, when the actor is made: the form's first render starts its fill time.
  const actor = useActorRef(demoForm, { ...actorOptions(), input: { openedAt: formClock(), offeredCase } });
  // The address is the one source of the offer; a new render with the same numbers offers nothing new.
  const { calls, aht, wage } = offeredCase ?? {};
  useEffect(() => {
    // Without the estimate in the address (the header's or footer's link), the tab's last ROI results are offered.
    const inputs =
      calls === undefined || aht === undefined || wage === undefined ? readRoiEstimate() : { calls, aht, wage };
    actor.send({ type: 'case.offer', inputs });
  }, [actor, calls, aht, wage]);
  const values = useSelector(actor, (state) => state.context.values);
  const busy = useSelector(actor, (state) => state.hasTag('busy'));
  const locked = useSelector(actor, (state) => state.hasTag('locked'));
  const succeeded = useSelector(actor, (state) => state.matches('success'));
  // The request just sent is the lead's key on /book, so the visitor picks a time without typing anything again.
  const sentRequestId = useSelector(actor, (state) => (state.matches('success') ? state.context.requestId : null));
  const failure = useSelector(actor, (state) => (state.matches('failure') ? state.context.failure : null));
  const refusedField = useSelector(actor, (state) => state.context.refusedField);
  // A refused field takes the focus, so the visitor lands on what to correct.
  useEffect(() => {
    if (refusedField !== null) document.getElementById(`demo-${refusedField}`)?.focus();
  }, [refusedField]);
  // The prerendered form shows before the app runs; what was typed or sent then would be lost.
  const ready = useHydrated();
  // What the tab typed before (on this page in another language) comes back once the form can take it.
  useEffect(() => {
    if (!ready) return;
    for (const [field, value] of Object.entries(readDemoDraft()) as [DemoFormField, string][]) {
      actor.send({ type: 'form.change', field, value });
    }
  }, [actor, ready]);
  const field = (name: DemoFormField) => ({
    id: `demo-${name}`,
    name,
    value: values[name],
    required: true,
    maxLength: demoFieldMaxLengths[name],
    disabled: locked,
    readOnly: !ready,
    error: refusedField === name ? refusalMessage(name, values[name]) : undefined,
    onChange: (event: { target: HTMLInputElement | HTMLTextAreaElement }) => {
      const { value } = event.target;
      // The browser stops what the database would refuse, with the same rule and words; `required` says an empty
      // box is empty.
      const problem = value === '' ? null : demoFieldProblem(name, value);
      event.target.setCustomValidity(problem === null ? '' : problemMessage(name, problem));
      actor.send({ type: 'form.change', field: name, value });
    },
  });

  const buttonLabel = busy ? demoFormCopy.sending : succeeded ? demoFormCopy.sent : demoFormCopy.submit;

  return (
    <Card
      as="form"
      aria-label={demoFormCopy.label}
      onFocus={() => actor.send({ type: 'form.focus' })}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send(demoFormSubmitEvent(event.currentTarget));
      }}
      className="grid gap-5 p-6 sm:grid-cols-2 sm:p-8"
    >
      <TextField label={demoFormCopy.firstName} {...field('firstName')} type="text" autoComplete="given-name" />
      <TextField label={demoFormCopy.lastName} {...field('lastName')} type="text" autoComplete="family-name" />
      <TextField label={demoFormCopy.email} {...field('email')} type="email" autoComplete="email" />
      <TextField label={demoFormCopy.phone} {...field('phone')} type="tel" autoComplete="tel" />
      <TextArea
        label={demoFormCopy.business}
        {...field('business')}
        hint={formatUsage([...values.business.trim()].length, demoFieldMaxLengths.business)}
        rows={3}
        placeholder={demoFormCopy.businessPlaceholder}
        className="sm:col-span-2"
      />
      <Honeypot label={demoFormCopy.honeypot} />
      <BusinessCaseLine actor={actor} />
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={busy || succeeded || !ready} className="w-full sm:w-auto">
          {busy && <LoaderCircle className="h-5 w-5 motion-safe:animate-spin" aria-hidden="true" />}
          {succeeded && <CircleCheck className="h-5 w-5" aria-hidden="true" />}
          {buttonLabel}
        </Button>
        <div role="status" className="mt-4">
          {succeeded && (
            <Notice tone="success" icon={CircleCheck}>
              {demoFormCopy.success}
            </Notice>
          )}
        </div>
        {sentRequestId && (
          <ButtonLink to="/book" search={{ lead: sentRequestId }} variant="gradient" className="mt-3">
            {m.form_pick_time()}
          </ButtonLink>
        )}
        <div role="alert">
          {failure && (
            <Notice tone="danger" icon={CircleAlert}>
              {failure === 'rateLimited'
                ? demoFormCopy.rateLimited
                : failure === 'refused'
                  ? demoFormCopy.refused
                  : demoFormCopy.failure}
            </Notice>
          )}
        </div>
      </div>
    </Card>
  );
}

type DemoFormActor = ReturnType<typeof useActorRef<typeof demoForm>>;

/** One discreet line when an ROI estimate came along: it is shared with the team, unless the visitor leaves it out. */
function BusinessCaseLine({ actor }: { actor: DemoFormActor }) {
  const offered = useSelector(actor, (state) => state.context.offeredCase);
  const shared = useSelector(actor, (state) => sharedCase(state.context));
  const locked = useSelector(actor, (state) => state.hasTag('locked'));
  if (offered === null) return null;
  return (
    <p className="text-sm text-slate-400 sm:col-span-2" data-testid="business-case-line">
      {shared ? (
        <>
          {demoFormCopy.caseShared}{' '}
          <span className="text-slate-300">{businessCaseSummary(businessCaseOf(offered))}</span>.{' '}
          <Button variant="plain" disabled={locked} onClick={() => actor.send({ type: 'case.leaveOut' })}>
            {demoFormCopy.caseLeaveOut}
          </Button>
        </>
      ) : (
        <>
          {demoFormCopy.caseLeftOut}{' '}
          <Button variant="plain" disabled={locked} onClick={() => actor.send({ type: 'case.include' })}>
            {demoFormCopy.caseInclude}
          </Button>
        </>
      )}
    </p>
  );
}
