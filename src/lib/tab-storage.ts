/**
 * What this tab remembers, in sessionStorage: the tab keeps it, no other tab and no later visit sees it. Where the
 * browser refuses the storage (a sandboxed frame, storage disabled), it holds for this page load only, in `memory`:
 * a stand-in for the storage, not a flow's state.
 */
const memory = new Map<string, string>();

export function readTab(key: string): string | null {
  try {
    return sessionStorage.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}

export function writeTab(key: string, value: string): void {
  memory.set(key, value);
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Held in memory only.
  }
}
