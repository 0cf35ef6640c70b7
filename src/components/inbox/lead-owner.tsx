import { clippedClass } from '../data-table';
import { ownerText } from './view-labels';

/**
 * Under a lead's name in the inbox: who works it, or Unassigned. A line of the name's cell rather than a column of
 * its own, so every column still fits 1280 px.
 */
export function LeadOwner({ ownerEmail }: { ownerEmail: string | null }) {
  const text = ownerText(ownerEmail);
  return (
    <span className={`${clippedClass} block text-xs font-normal text-slate-300 md:max-w-48`} title={text}>
      Owner: <span data-testid="lead-owner">{text}</span>
    </span>
  );
}
