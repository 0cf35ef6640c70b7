import type { RoiStep } from '../../../machines/roi-wizard/roi-wizard.machine';
import { roiCopy } from '../../content/roi';
import { m } from '../../paraglide/messages.js';

const position: Record<RoiStep, { number: number; percent: number }> = {
  volume: { number: 1, percent: 33 },
  costs: { number: 2, percent: 66 },
  results: { number: 3, percent: 100 },
};

export function RoiProgress({ step }: { step: RoiStep }) {
  const { number, percent } = position[step];
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-slate-300">
          {m.roi_progress_step({ number, title: roiCopy.steps[step].title })}
        </span>
        <span className="font-semibold text-brand-300" aria-hidden="true">
          {m.roi_percent({ percent })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={m.roi_progress()}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={m.roi_progress_value({ number, percent })}
        className="h-2 overflow-hidden rounded-full bg-white/10"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-brand-400 to-accent-500 transition-[width] duration-500 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
