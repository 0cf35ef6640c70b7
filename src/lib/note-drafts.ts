/**
 * Each lead's unsent note for the tab, in sessionStorage: closing the panel (Escape, Close, another lead) loses
 * nothing typed, and the draft is back when the lead is opened again in this tab. No other tab or admin sees it,
 * and it goes when the tab closes. Where the storage refuses, drafts live in memory for this page load.
 */
const keyOf = (id: string) => `ringwise-note-draft:${id}`;

const inMemory = new Map<string, string>();

export function readNoteDraft(id: string): string {
  try {
    return sessionStorage.getItem(keyOf(id)) ?? inMemory.get(id) ?? '';
  } catch {
    return inMemory.get(id) ?? '';
  }
}

export function keepNoteDraft(id: string, text: string): void {
  if (text === '') inMemory.delete(id);
  else inMemory.set(id, text);
  try {
    if (text === '') sessionStorage.removeItem(keyOf(id));
    else sessionStorage.setItem(keyOf(id), text);
  } catch {
    // Kept in memory only.
  }
}
