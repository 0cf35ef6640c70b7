/** The page's main content (the shared layout's `<main id="main">`, focusable by script), where focus goes back to. */
export function focusMainContent(): void {
  document.getElementById('main')?.focus({ preventScroll: true });
}
