import { fromCallback, type EventObject } from 'xstate';
import { reducedMotionQuery } from '../lib/reduced-motion';

/**
 * The browser observers the landing machines invoke as sensors: each runs while the invoking state lasts and
 * reports to its machine in the machine's own events.
 */

/**
 * Reports each intersection change of the element with id `elementId`. It is looked up when the sensor starts,
 * after the page has rendered, the same way every time (a ref read during render would not be).
 */
export const intersectionSensor = <TEvent extends EventObject>(
  elementId: string,
  toEvent: (entry: IntersectionObserverEntry) => TEvent | null,
  options: IntersectionObserverInit = {},
) =>
  fromCallback<EventObject>(({ sendBack }) => {
    const element = document.getElementById(elementId);
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const event = toEvent(entry);
        if (event) sendBack(event);
      }
    }, options);
    observer.observe(element);
    return () => observer.disconnect();
  });

/** Sends `event` at once when the visitor prefers reduced motion, and whenever they switch to it. */
export const reducedMotionSensor = <TEvent extends EventObject>(event: TEvent) =>
  fromCallback<EventObject>(({ sendBack }) => {
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(reducedMotionQuery);
    if (media.matches) sendBack(event);
    const onChange = (change: MediaQueryListEvent) => {
      if (change.matches) sendBack(event);
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  });

/** Reports, once per animation frame, the milliseconds since it started. */
export const frameSensor = <TEvent extends EventObject>(toEvent: (elapsedMs: number) => TEvent) =>
  fromCallback<EventObject>(({ sendBack }) => {
    const start = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      sendBack(toEvent(Math.max(0, now - start)));
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  });
