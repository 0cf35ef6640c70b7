import { createElement, Suspense, use, type ComponentType } from 'react';

/** How far below (or above) the screen a section's code starts loading: a quarter of a screen, so it is running before it shows (half a screen would load the section under the first screen of a phone with the page). */
const loadAhead = '25% 0px';

/** Each late section's load, started at most once. */
const sectionLoads: (() => Promise<unknown>)[] = [];

/** The prerendered markup of the section `id` (its reveal marker tells it from another page's element of that id). */
const prerenderedSection = (id: string) => document.querySelector(`section#${CSS.escape(id)}[data-revealed]`);

/**
 * Resolves once the prerendered section `id` comes within `loadAhead` of the screen; at once when the page has no
 * markup of it (rendered in the browser, after another page).
 */
function whenNear(id: string): Promise<void> {
  const element = prerenderedSection(id);
  if (element === null) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: loadAhead },
    );
    observer.observe(element);
  });
}

/**
 * A home page section whose code loads when it comes near the screen, not with the page: most visits read the first
 * screen, and every byte before it counts against the page's budget. The prerendered markup shows the section from the
 * first paint; React keeps that markup as it is (a Suspense boundary left dehydrated) until the code arrives, then
 * hydrates it in place. `id` is the section's element id.
 */
export function nearScreen<P extends object>(id: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  let markLoaded: (section: ComponentType<P>) => void = () => {};
  const whenLoaded = new Promise<ComponentType<P>>((resolve) => (markLoaded = resolve));
  /** The section's code, now. */
  const loadSection = () =>
    (loading ??= load().then((section) => {
      loaded = section;
      markLoaded(section);
      return section;
    }));
  sectionLoads.push(loadSection);
  let watching = false;
  /**
   * The section's code once the section comes near, or once another page loads it: its markup may leave the page
   * first (the visitor follows a link away), and the home page rendered later loads every section itself.
   */
  const loadWhenNear = () => {
    if (!watching) {
      watching = true;
      void (import.meta.env.SSR ? Promise.resolve() : whenNear(id)).then(loadSection);
    }
    return whenLoaded;
  };

  function Section(props: P) {
    // The section's component is the same every render once loaded (a module's export), never made here.
    return createElement(loaded ?? use(loadWhenNear()), props);
  }
  function NearScreen(props: P) {
    return (
      <Suspense fallback={null}>
        <Section {...props} />
      </Suspense>
    );
  }
  return NearScreen;
}

let everySection: Promise<unknown> | undefined;
/** Resolves once every late section has its code: the build's render waits for it, since its page shows them all. */
export const nearScreenSectionsLoaded = (): Promise<unknown> =>
  (everySection ??= Promise.all(sectionLoads.map((load) => load())));

/**
 * For the page that holds the late sections, `firstSection` being the id of its first: a page the browser renders
 * itself (reached from another page) waits until every section has its code and then shows them together, so a link
 * to one of them (`/#contact`) finds it in its place. A page taking over its prerendered markup does not wait.
 */
export function useLateSectionsOfRenderedPage(firstSection: string): void {
  if (import.meta.env.SSR || prerenderedSection(firstSection) !== null) return;
  use(nearScreenSectionsLoaded());
}
