import type { Visit } from '../../machines/growth/site-event';
import { readTab, writeTab } from './tab-storage';

/**
 * The tab's visit (its random id and where it came from), kept by the tab (`tab-storage.ts`): it lives as long as
 * the tab and no longer, and nothing else is stored on the visitor's device.
 */
const visitKey = 'ringwise-visit';

export function readVisit(): Visit | null {
  const stored = readTab(visitKey);
  return stored === null ? null : (JSON.parse(stored) as Visit);
}

export const saveVisit = (visit: Visit): void => writeTab(visitKey, JSON.stringify(visit));
