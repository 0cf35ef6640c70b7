/**
 * A prerendered page shows its buttons before the app's code has run, and a click then would do
 * nothing. Until `replay` is called, clicks on buttons in `root` are noted; `replay` clicks them
 * again, once the app has taken the page over (React hydrates the clicked part first).
 */
export function holdEarlyClicks(root: HTMLElement): { replay: () => void } {
  const clicked: HTMLButtonElement[] = [];
  const note = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && root.contains(button)) clicked.push(button);
  };
  document.addEventListener('click', note, true);
  return {
    replay: () => {
      document.removeEventListener('click', note, true);
      for (const button of clicked) if (button.isConnected) button.click();
    },
  };
}
