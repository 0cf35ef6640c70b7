import { useEffect } from 'react';

/**
 * Shows `title` in the browser tab while the page is shown, over its route's head title: a figure that
 * changes with every live arrival (the dashboard's unanswered count) is no route head. It is written after
 * each render, since the router's head puts the route's own title back when the URL changes (a filter, a
 * panel). Leaving the page needs no restore: the next route's head writes its own title.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    if (document.title !== title) document.title = title;
  });
}
