import type { BusinessCase } from '../../machines/growth/business-case';
import { formatExact, formatUsd, formatUsdRate } from '../lib/number-format';

/** An ROI estimate in one line, as the demo form and the lead panel show it: `2,000 calls/month × 4 min at $22/hr → $51,091 a year`. */
export const businessCaseSummary = ({ calls, aht, wage, yearlySavings }: BusinessCase): string =>
  `${formatExact(calls)} calls/month × ${formatExact(aht)} min at ${formatUsdRate(wage)}/hr → ${formatUsd(yearlySavings)} a year`;
