import { useSelector } from '@xstate/react';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { computeRoi } from '../../../machines/roi-wizard/roi-model';
import type { RoiWizardActor as RoiActor, RoiWizardSnapshot } from '../../../machines/roi-wizard/roi-wizard.machine';
import { roiCopy, roiInputsSummary } from '../../content/roi';
import { usdSign } from '../../lib/number-format';
import { m } from '../../paraglide/messages.js';
import { Button } from '../ui/button';
import { Notice } from '../ui/notice';
import { RoiResults } from './roi-results';
import { RoiNumberField, StepForm } from './roi-step-form';

/**
 * The ROI calculator's steps after the first (the costs, then the results with the summary of the inputs above them):
 * their code loads once the visitor starts on the first step (src/routes/roi.tsx), not with the page, since a first
 * visit opens on the first step and every byte it downloads counts against the page's budget.
 */

export function CostAssumptionsStep({ actor }: { actor: RoiActor }) {
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

/** On the results step: what the figures were calculated from, so a shared link explains itself. */
export function InputsSummary({ actor }: { actor: RoiActor }) {
  const inputs = useSelector(actor, (s: RoiWizardSnapshot) => s.context.inputs);
  return roiInputsSummary(inputs);
}

export function ResultsStep({ actor }: { actor: RoiActor }) {
  const inputs = useSelector(actor, (s: RoiWizardSnapshot) => s.context.inputs);
  return <RoiResults inputs={inputs} result={computeRoi(inputs)} onBack={() => actor.send({ type: 'wizard.back' })} />;
}
