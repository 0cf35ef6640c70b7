import { createFileRoute, Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { ArrowLeft, Calculator } from 'lucide-react';
import {
  rangeOf,
  rawPricingInputs,
  rawPricingMachine,
  rawPricingResult,
  type RawPricingActor,
  type RawPricingField,
} from '../../../../machines/raw-pricing/raw-pricing.machine';
import { runtimeCostPerMinute } from '../../../../machines/raw-pricing/raw-pricing.model';
import { pageTitle } from '../../../content/brand';
import { actorOptions } from '../../../lib/inspector';
import { formatOneDecimal, formatUsdCents } from '../../../lib/number-format';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/admin/_authed/raw-pricing')({
  head: () =>
    pageHead({
      path: '/admin/raw-pricing',
      title: pageTitle('Raw Pricing'),
      description: 'Internal runtime-cost calculator.',
      noindex: true,
    }),
  component: RawPricingPage,
});

const buttonClass =
  'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cyan-400';

const labels: Record<RawPricingField, { label: string; unit: string }> = {
  calls: { label: 'Monthly calls', unit: 'calls / month' },
  aht: { label: 'Average handle time (AHT)', unit: 'minutes' },
};

function RawPricingPage() {
  const actor = useActorRef(rawPricingMachine, actorOptions());
  const showResults = useSelector(actor, (state) => state.matches('results'));

  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="inline-flex rounded-full border border-amber-400/40 bg-amber-400/10 px-3 py-1 text-xs font-semibold tracking-wide text-amber-200">
            Internal tool — not client-facing
          </p>
          <h1 className="mt-3 text-3xl font-bold text-white">Raw Pricing</h1>
          <p className="mt-1 text-slate-300">Step {showResults ? 2 : 1} of 2</p>
        </div>
        <Link to="/admin/dashboard" className={`${buttonClass} bg-white/10 text-white hover:bg-white/20`}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Return to Dashboard
        </Link>
      </div>
      <div className="mt-8 rounded-2xl border border-white/10 bg-white/5 p-6 sm:p-8">
        {showResults ? <Results actor={actor} /> : <Inputs actor={actor} />}
      </div>
    </section>
  );
}

function Inputs({ actor }: { actor: RawPricingActor }) {
  return (
    <form
      noValidate
      className="flex flex-col gap-8"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'pricing.calculate' });
      }}
    >
      <NumberField actor={actor} field="calls" />
      <NumberField actor={actor} field="aht" />
      <button type="submit" className={`${buttonClass} self-start bg-cyan-400 text-slate-950 hover:bg-cyan-300`}>
        <Calculator className="h-4 w-4" aria-hidden="true" />
        Calculate
      </button>
    </form>
  );
}

/** A box for exact typing and a slider for quick changes; the box is clamped when it loses focus. */
function NumberField({ actor, field }: { actor: RawPricingActor; field: RawPricingField }) {
  const text = useSelector(actor, (state) => state.context[field]);
  const value = useSelector(actor, (state) => rawPricingInputs(state.context)[field]);
  const range = rangeOf[field];
  const { label, unit } = labels[field];
  const id = `raw-pricing-${field}`;
  const hintId = `${id}-hint`;
  const change = (next: string) => actor.send({ type: 'field.change', field, value: next });

  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        {label}
      </label>
      <div className="mt-2 flex items-center gap-3">
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={range.min}
          max={range.max}
          step={range.step}
          value={text}
          aria-describedby={hintId}
          onChange={(event) => change(event.target.value)}
          onBlur={() => actor.send({ type: 'field.blur', field })}
          className="w-40 rounded-lg border border-white/15 bg-slate-900 px-3 py-2.5 text-white focus:border-cyan-400 focus:ring-2 focus:ring-cyan-400/40 focus:outline-none"
        />
        <span className="text-sm text-slate-400">{unit}</span>
      </div>
      <input
        type="range"
        aria-label={`${label} slider`}
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        onChange={(event) => change(event.target.value)}
        className="mt-3 w-full accent-cyan-400"
      />
      <p id={hintId} className="mt-1 text-xs text-slate-400">
        {formatOneDecimal(range.min)} to {formatOneDecimal(range.max)}, in steps of {formatOneDecimal(range.step)}
      </p>
    </div>
  );
}

function Results({ actor }: { actor: RawPricingActor }) {
  const inputs = useSelector(actor, (state) => rawPricingInputs(state.context));
  const result = useSelector(actor, (state) => rawPricingResult(state.context));
  const items = [
    {
      label: 'AI minutes / month',
      value: formatOneDecimal(result.aiMinutes),
      note: `${formatOneDecimal(inputs.calls)} calls × ${formatOneDecimal(inputs.aht)} min × 80%`,
    },
    {
      label: 'Runtime cost',
      value: formatUsdCents(result.runtimeCost),
      note: `${formatUsdCents(runtimeCostPerMinute)} per AI minute`,
    },
    { label: 'Platform fee', value: formatUsdCents(result.platformFee), note: 'Fixed' },
  ];
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-xl font-semibold text-white">Results</h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        {items.map((item) => (
          <div key={item.label} className="rounded-xl border border-white/10 bg-slate-900/60 p-4">
            <dt className="text-sm text-slate-300">{item.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-white">{item.value}</dd>
            <dd className="mt-1 text-xs text-slate-400">{item.note}</dd>
          </div>
        ))}
      </dl>
      <div className="rounded-xl border border-cyan-400/30 bg-cyan-400/10 p-5">
        <p className="text-sm text-cyan-100">Monthly total</p>
        <p className="text-4xl font-bold text-white" data-testid="monthly-total">
          {formatUsdCents(result.monthlyTotal)}
        </p>
      </div>
      <button
        type="button"
        onClick={() => actor.send({ type: 'pricing.back' })}
        className={`${buttonClass} self-start bg-white/10 text-white hover:bg-white/20`}
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back
      </button>
    </div>
  );
}
