import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { MachinePath } from '../../support/machine-paths';

/** The events of a form of number boxes that commit on blur, and which boxes each state puts on screen. */
export type NumberBoxEvents = {
  /** Typing in a box: it holds uncommitted text until it loses focus. */
  type: string;
  /** Leaving a box, which commits it. */
  blur: string;
  /** Moving a box's slider. */
  slide?: string;
  /** Events that commit every box (a step change, Calculate). */
  commits: readonly string[];
  /** The boxes a person can reach in a state; all of them when absent. */
  onScreen?: (state: AnyMachineSnapshot) => readonly string[];
};

/**
 * Where a path asks for what no person can do on such a form: type or slide in one place while another box holds
 * uncommitted text (getting there blurs that box, which commits it), or touch a box its state does not show.
 */
export function typingWithoutBlur(path: MachinePath, events: NumberBoxEvents): string | undefined {
  let dirty: string | null = null;
  for (const [index, { event }] of path.steps.entries()) {
    const before = path.steps[index - 1]?.state;
    const field = fieldOf(event);
    const step = `step ${index + 1}`;
    const touches = [events.type, events.blur, events.slide].includes(event.type);
    if (touches && before && events.onScreen && !events.onScreen(before).includes(field)) {
      return `${step} touches "${field}", which ${JSON.stringify(before.value)} does not show`;
    }
    if (event.type === events.type) {
      if (dirty !== null && dirty !== field) return `${step} types in "${field}" while "${dirty}" is uncommitted`;
      dirty = field;
    } else if (event.type === events.slide) {
      if (dirty !== null) return `${step} slides "${field}" while the "${dirty}" box is uncommitted`;
    } else if (event.type === events.blur) {
      if (dirty !== null && dirty !== field) return `${step} leaves "${field}" while "${dirty}" is uncommitted`;
      dirty = null;
    } else if (events.commits.includes(event.type)) {
      dirty = null;
    }
  }
  return undefined;
}

const fieldOf = (event: EventObject) => String((event as Record<string, unknown>)['field']);
