import type { BusinessCase } from '../../machines/growth/business-case';
import { formatExact, formatUsd, formatUsdRate } from '../lib/number-format';
import { m } from '../paraglide/messages.js';

/** An ROI estimate in one line, as the demo form and the lead panel show it: `2,000 calls/month × 4 min at $22/hr → $51,091 a year`. */
export const businessCaseSummary = ({ calls, aht, wage, yearlySavings }: BusinessCase): string =>
  m.business_case({
    calls: formatExact(calls),
    aht: formatExact(aht),
    wage: formatUsdRate(wage),
    savings: formatUsd(yearlySavings),
  });
