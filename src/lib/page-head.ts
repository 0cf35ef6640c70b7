import { useEffect } from 'react';

/**
 * Sets the document title, and optionally robots noindex, while a page is shown; restores both
 * when it goes. Personalised pages use it so the visitor's name never reaches the title.
 */
export function usePageHead({ title, noindex = false }: { title: string; noindex?: boolean }) {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    let robots: HTMLMetaElement | null = null;
    if (noindex) {
      robots = document.createElement('meta');
      robots.name = 'robots';
      robots.content = 'noindex, nofollow';
      document.head.append(robots);
    }
    return () => {
      document.title = previousTitle;
      robots?.remove();
    };
  }, [title, noindex]);
}
