import { createFileRoute, useHydrated, useRouter, type SearchSchemaInput } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { ArrowLeft, ArrowRight, Calculator } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  roiStep,
  roiWizardMachine,
  roiWizardSnapshotAt,
  type RoiWizardActor,
} from '../../machines/roi-wizard/roi-wizard.machine';
import { roiWizardActions } from '../actors/roi-wizard.actors';
import { followRouteSearch } from '../actors/route-address';
import { RoiProgress } from '../components/roi/roi-progress';
import { RoiNumberField, StepForm } from '../components/roi/roi-step-form';
import { Button, ButtonLink } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { roiCopy } from '../content/roi';
import { pageTitle } from '../content/page-title';
import { m } from '../paraglide/messages.js';
import { actorOptions } from '../lib/inspector';
import { lateModule } from '../lib/late-module';
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

/** The steps after the first, loaded when the visitor starts on the first (a focus, a touch, the pointer over it). */
const useLaterSteps = lateModule(() => import('../components/roi/roi-later-steps'));

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
  const later = useLaterSteps(step !== 'volume');
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
      <Card
        className="mt-6 p-5 shadow-2xl shadow-brand-950/30 sm:p-8"
        onFocusCapture={later.prepare}
        onPointerDownCapture={later.prepare}
        onPointerEnter={later.prepare}
      >
        <div className="mb-6">
          <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-white outline-none">
            {roiCopy.steps[step].title}
          </h2>
          <p className="mt-1 text-slate-300">
            {roiCopy.steps[step].lead ?? (later.module && <later.module.InputsSummary actor={actor} />)}
          </p>
        </div>
        {step === 'volume' && <CallVolumeStep actor={actor} />}
        {step === 'costs' && later.module && <later.module.CostAssumptionsStep actor={actor} />}
        {step === 'results' && later.module && <later.module.ResultsStep actor={actor} />}
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
