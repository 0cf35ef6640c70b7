import type { Visit } from '../../machines/growth/site-event';

/**
 * The tab's visit (its random id and where it came from) in sessionStorage: it lives as long as the tab and no
 * longer, no other tab sees it, and nothing else is stored on the visitor's device. Where the storage refuses
 * (a sandboxed frame, storage disabled), the visit lives in memory for this page load only.
 */
const visitKey = 'ringwise-visit';

let inMemory: Visit | null = null;

export function readVisit(): Visit | null {
  try {
    const stored = sessionStorage.getItem(visitKey);
    return stored === null ? inMemory : (JSON.parse(stored) as Visit);
  } catch {
    return inMemory;
  }
}

export function saveVisit(visit: Visit): void {
  inMemory = visit;
  try {
    sessionStorage.setItem(visitKey, JSON.stringify(visit));
  } catch {
    // Kept in memory only: the visit then ends with this page load.
  }
}
