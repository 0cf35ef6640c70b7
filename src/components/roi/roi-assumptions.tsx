import { roiAssumptionLines } from '../../content/roi-results';
import { m } from '../../paraglide/messages.js';

/** The disclaimer with the assumptions it rests on; shared by the results step and the report. */
export function RoiAssumptions({
  headingLevel: Heading = 'h3',
  className = '',
}: {
  headingLevel?: 'h2' | 'h3';
  className?: string;
}) {
  return (
    <section aria-labelledby="roi-assumptions-title" className={className}>
      <Heading id="roi-assumptions-title" className="text-sm font-semibold">
        {m.roi_assumptions_title()}
      </Heading>
      <p className="mt-2 text-sm">{m.roi_disclaimer()}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
        {roiAssumptionLines().map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
