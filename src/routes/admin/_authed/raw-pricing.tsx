import { createFileRoute } from '@tanstack/react-router';
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
import { pricingRates } from '../../../../machines/pricing/pricing-rates';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { NumberField } from '../../../components/ui/number-field';
import { actorOptions } from '../../../lib/inspector';
import { formatOneDecimal, formatPercent, formatUsdCents } from '../../../lib/number-format';
import { pageTitle } from '../../../content/page-title';
import { pageHead } from '../../../lib/page-head';
import { staffWidth } from '../../../components/page-width';

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

const labels: Record<RawPricingField, { label: string; unit: string }> = {
  calls: { label: 'Monthly calls', unit: 'calls / month' },
  aht: { label: 'Average handle time (AHT)', unit: 'minutes' },
};

function RawPricingPage() {
  const actor = useActorRef(rawPricingMachine, actorOptions());
  const showResults = useSelector(actor, (state) => state.matches('results'));

  return (
    <section className={`${staffWidth} py-12`}>
      <div className="max-w-3xl">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <p className="inline-flex rounded-full border border-amber-400/40 bg-amber-400/10 px-3 py-1 text-xs font-semibold tracking-wide text-amber-200">
              Internal tool — not client-facing
            </p>
            <h1 className="mt-3 text-3xl font-bold text-white">Raw Pricing</h1>
            <p className="mt-1 text-slate-300">Step {showResults ? 2 : 1} of 2</p>
          </div>
          <ButtonLink to="/admin/dashboard" variant="quiet" shape="box">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Return to Dashboard
          </ButtonLink>
        </div>
        <Card variant="raised" className="mt-8 p-6 sm:p-8">
          {showResults ? <Results actor={actor} /> : <Inputs actor={actor} />}
        </Card>
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
      <RawPricingNumberField actor={actor} field="calls" />
      <RawPricingNumberField actor={actor} field="aht" />
      <Button type="submit" shape="box" className="self-start">
        <Calculator className="h-4 w-4" aria-hidden="true" />
        Calculate
      </Button>
    </form>
  );
}

function RawPricingNumberField({ actor, field }: { actor: RawPricingActor; field: RawPricingField }) {
  const text = useSelector(actor, (state) => state.context[field]);
  const value = useSelector(actor, (state) => rawPricingInputs(state.context)[field]);
  const range = rangeOf[field];
  const { label, unit } = labels[field];
  return (
    <NumberField
      id={`raw-pricing-${field}`}
      label={label}
      text={text}
      value={value}
      range={range}
      rangeText={`${formatOneDecimal(range.min)} to ${formatOneDecimal(range.max)}, in steps of ${formatOneDecimal(range.step)}`}
      suffix={unit}
      inputMode="decimal"
      withSlider
      onType={(typed) => actor.send({ type: 'field.change', field, value: typed })}
      onSlide={(slid) => actor.send({ type: 'field.change', field, value: String(slid) })}
      onCommit={() => actor.send({ type: 'field.blur', field })}
    />
  );
}

function Results({ actor }: { actor: RawPricingActor }) {
  const inputs = useSelector(actor, (state) => rawPricingInputs(state.context));
  const result = useSelector(actor, (state) => rawPricingResult(state.context));
  const items = [
    {
      label: 'AI minutes / month',
      value: formatOneDecimal(result.aiMinutes),
      note: `${formatOneDecimal(inputs.calls)} calls × ${formatOneDecimal(inputs.aht)} min × ${formatPercent(pricingRates.aiShare)}`,
    },
    {
      label: 'Runtime cost',
      value: formatUsdCents(result.runtimeCost),
      note: `${formatUsdCents(pricingRates.runtimeCostPerMinute)} per AI minute`,
    },
    { label: 'Platform fee', value: formatUsdCents(result.platformFee), note: 'Fixed' },
  ];
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-xl font-semibold text-white">Results</h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        {items.map((item) => (
          <Card key={item.label} variant="inset" className="p-4">
            <dt className="text-sm text-slate-300">{item.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-white">{item.value}</dd>
            <dd className="mt-1 text-xs text-slate-400">{item.note}</dd>
          </Card>
        ))}
      </dl>
      <Notice tone="info" size="lg" as="div">
        <p className="text-sm text-brand-100">Monthly total</p>
        <p className="text-4xl font-bold text-white" data-testid="monthly-total">
          {formatUsdCents(result.monthlyTotal)}
        </p>
      </Notice>
      <Button variant="quiet" shape="box" onClick={() => actor.send({ type: 'pricing.back' })} className="self-start">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back
      </Button>
    </div>
  );
}
