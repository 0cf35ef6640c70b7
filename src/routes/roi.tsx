import { createFileRoute, useHydrated, useRouter, type SearchSchemaInput } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { ArrowLeft, ArrowRight, Calculator } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { roiLimits, type RoiField } from '../../machines/roi-wizard/roi-inputs';
import { computeRoi } from '../../machines/roi-wizard/roi-model';
import {
  fieldText,
  fieldValue,
  roiStep,
  roiWizardMachine,
  roiWizardSnapshotAt,
  type RoiWizardActor,
  type RoiWizardSnapshot,
} from '../../machines/roi-wizard/roi-wizard.machine';
import { roiWizardActions } from '../actors/roi-wizard.actors';
import { followRouteSearch } from '../actors/route-address';
import { RoiProgress } from '../components/roi/roi-progress';
import { Button, ButtonLink } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Notice } from '../components/ui/notice';
import { NumberField } from '../components/ui/number-field';
import { adjustmentMessage, roiCopy, roiFieldCopy, roiInputsSummary } from '../content/roi';
import { pageTitle } from '../content/page-title';
import { m } from '../paraglide/messages.js';
import { actorOptions } from '../lib/inspector';
import { usdSign } from '../lib/number-format';
import { pageHead } from '../lib/page-head';
import { inputsOf, parseRoiSearch, type RawRoiSearch } from '../lib/roi-search';

export const Route = createFileRoute('/roi')({
  validateSearch: (raw: RawRoiSearch & SearchSchemaInput) => parseRoiSearch(raw),
  // The messages themselves, not roiCopy: the route's head ships in the app chunk, which would then carry every
  // message of the calculator in every language.
  head: () => pageHead({ path: '/roi', title: pageTitle(m.roi_title()), description: m.roi_meta() }),
  component: RoiPage,
});

// A type-only name: a `typeof` of a value here would keep the page's code in the route tree's chunk.
type RoiActor = RoiWizardActor;

/**
 * The results (figures, chart, assumptions) load when the visitor reaches the step before them, not with the page: a
 * first visit opens on the first step, and every byte it downloads counts against the page's budget.
 */
const loadResults = () => import('../components/roi/roi-results');
const RoiResults = lazy(() => loadResults().then((module) => ({ default: module.RoiResults })));

/**
 * The wizard actor, opened at the step and inputs in the URL. Its choices ask the router for an address (`navigate`),
 * and it hears every navigation to /roi as `address.set`, its own included. The router is followed from an effect,
 * not an invoked actor: the wizard opens at a snapshot (so the prerendered step hydrates), and a snapshot starts no
 * invoked actors.
 */
function useRoiWizard() {
  const router = useRouter();
  const search = Route.useSearch();
  const [snapshot] = useState(() => roiWizardSnapshotAt(search.step, inputsOf(search)));
  const [machine] = useState(() => roiWizardMachine.provide({ actions: roiWizardActions(router) }));
  const actor = useActorRef(machine, {
    ...actorOptions(),
    snapshot,
  });
  useEffect(
    () =>
      followRouteSearch(router, Route.id, parseRoiSearch, ({ step, ...inputs }) =>
        actor.send({ type: 'address.set', step, inputs }),
      ),
    [actor, router],
  );
  return actor;
}

function RoiPage() {
  const actor = useRoiWizard();
  const step = useSelector(actor, roiStep);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    // Screen-reader and keyboard users land on the new step's heading, not on a vanished button.
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8 space-y-4">
        <ButtonLink to="/" variant="plain">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {roiCopy.backHome}
        </ButtonLink>
        <div className="flex items-center gap-3">
          <span className="grid h-11 w-11 place-items-center rounded-xl bg-brand-400/15 text-brand-300">
            <Calculator className="h-6 w-6" aria-hidden="true" />
          </span>
          <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{roiCopy.title}</h1>
        </div>
        <p className="text-slate-300">{roiCopy.intro}</p>
      </header>
      <RoiProgress step={step} />
      <Card className="mt-6 p-5 shadow-2xl shadow-brand-950/30 sm:p-8">
        <div className="mb-6">
          <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-white outline-none">
            {roiCopy.steps[step].title}
          </h2>
          <p className="mt-1 text-slate-300">{roiCopy.steps[step].lead ?? <InputsSummary actor={actor} />}</p>
        </div>
        {step === 'volume' && <CallVolumeStep actor={actor} />}
        {step === 'costs' && <CostAssumptionsStep actor={actor} />}
        {step === 'results' && <ResultsStep actor={actor} />}
      </Card>
    </section>
  );
}

function CallVolumeStep({ actor }: { actor: RoiActor }) {
  // The prerendered first step shows before the app runs; a click then would reload the page.
  const ready = useHydrated();
  return (
    <StepForm actor={actor}>
      <RoiNumberField actor={actor} field="calls" hint={roiCopy.hints.calls} inputMode="numeric" withSlider />
      <RoiNumberField
        actor={actor}
        field="aht"
        hint={roiCopy.hints.aht}
        inputMode="decimal"
        suffix={m.roi_suffix_minutes()}
        withSlider
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={!ready}>
          {m.roi_continue()}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </StepForm>
  );
}

function CostAssumptionsStep({ actor }: { actor: RoiActor }) {
  const sign = usdSign();
  return (
    <StepForm actor={actor}>
      <RoiNumberField
        actor={actor}
        field="wage"
        inputMode="decimal"
        prefix={sign.before || undefined}
        suffix={`${sign.after}${m.roi_suffix_hour()}`}
      />
      <Notice tone="info" className="text-sm">
        {roiCopy.aiNote}
      </Notice>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={() => actor.send({ type: 'wizard.back' })}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {m.roi_back()}
        </Button>
        <Button type="submit">
          {m.roi_calculate()}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </StepForm>
  );
}

/** Enter in a text box submits like the step's main button; the machine commits any draft first. */
function StepForm({ actor, children }: { actor: RoiActor; children: React.ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'wizard.next' });
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-8">
      {children}
    </form>
  );
}

type RoiNumberFieldProps = {
  actor: RoiActor;
  field: RoiField;
  hint?: string;
  prefix?: string;
  suffix?: string;
  inputMode: 'numeric' | 'decimal';
  withSlider?: boolean;
};

function RoiNumberField({ actor, field, ...rest }: RoiNumberFieldProps) {
  const text = useSelector(actor, (s: RoiWizardSnapshot) => fieldText(s.context, field));
  const value = useSelector(actor, (s: RoiWizardSnapshot) => fieldValue(s.context, field));
  const note = useSelector(actor, (s: RoiWizardSnapshot) => s.context.notes[field]);
  const committed = useSelector(actor, (s: RoiWizardSnapshot) => s.context.inputs[field]);
  const range = roiLimits[field];
  const { label, unit } = roiFieldCopy[field];
  // What is typed into the prerendered page before the app runs would be lost.
  const ready = useHydrated();
  return (
    <NumberField
      id={`roi-${field}`}
      label={label}
      text={text}
      value={value}
      range={range}
      rangeText={`${unit(range.min)} – ${unit(range.max)}`}
      message={note && adjustmentMessage(field, note.adjustment, committed)}
      onType={(typed) => actor.send({ type: 'field.type', field, text: typed })}
      onSlide={(slid) => actor.send({ type: 'field.slide', field, value: slid })}
      onCommit={() => actor.send({ type: 'field.commit', field })}
      readOnly={!ready}
      {...rest}
    />
  );
}

/** On the results step: what the figures were calculated from, so a shared link explains itself. */
function InputsSummary({ actor }: { actor: RoiActor }) {
  const inputs = useSelector(actor, (s: RoiWizardSnapshot) => s.context.inputs);
  return roiInputsSummary(inputs);
}

function ResultsStep({ actor }: { actor: RoiActor }) {
  const inputs = useSelector(actor, (s: RoiWizardSnapshot) => s.context.inputs);
  return (
    <Suspense fallback={null}>
      <RoiResults inputs={inputs} result={computeRoi(inputs)} onBack={() => actor.send({ type: 'wizard.back' })} />
    </Suspense>
  );
}
