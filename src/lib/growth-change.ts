import { change } from '../../machines/growth-report/growth-report';
import { growthCopy } from '../content/growth';
import { formatSignedPercent, formatSignedWhole } from './number-format';

/** How a step changed from the period before, in words: `+3 (+50%)`, `-2 (-20%)`, `+4 (none before)`, `no change`. */
export function changeText(now: number, before: number): string {
  const { difference, percent } = change(now, before);
  if (difference === 0) return growthCopy.noChange;
  return growthCopy.change(formatSignedWhole(difference), percent === null ? null : formatSignedPercent(percent));
}
