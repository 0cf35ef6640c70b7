import type { RoiInputs } from '../../machines/roi-wizard/roi-inputs';
import { parseRoiInputsSearch } from './roi-search';

/**
 * The last ROI results the visitor reached in this tab, in sessionStorage: the demo form offers them when the
 * visitor reaches it by the header's or footer's link rather than the results' own button (which carries them in
 * the address). No other tab sees them, and they go when the tab closes.
 */
const estimateKey = 'ringwise-roi-estimate';

export function keepRoiEstimate(inputs: RoiInputs): void {
  try {
    sessionStorage.setItem(estimateKey, JSON.stringify(inputs));
  } catch {
    // Storage refused: the address still carries the estimate from the results' own button.
  }
}

/** The tab's estimate, read by the same rule as the address (clamped, complete), or null. */
export function readRoiEstimate(): RoiInputs | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(estimateKey) ?? 'null');
    if (stored === null || typeof stored !== 'object') return null;
    const { calls, aht, wage } = stored as Record<string, unknown>;
    if (typeof calls !== 'number' || typeof aht !== 'number' || typeof wage !== 'number') return null;
    return parseRoiInputsSearch({ calls, aht, wage });
  } catch {
    return null;
  }
}
