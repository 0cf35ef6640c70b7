import type { EventObject } from 'xstate';
import type { MachinePath } from '../../support/machine-paths';

/**
 * For number boxes that commit on blur (`field.change`-style events while typing, a blur event to commit): a person
 * cannot type in a second box while the first holds uncommitted text, because moving to the second blurs the first.
 * Says where a path does that; events named in `commits` (a step change, Calculate) commit every box.
 */
export function typingWithoutBlur(
  path: MachinePath,
  events: { type: string; blur: string; commits: readonly string[] },
): string | undefined {
  let dirty: string | null = null;
  for (const [index, { event }] of path.steps.entries()) {
    const field = fieldOf(event);
    if (event.type === events.type) {
      if (dirty !== null && dirty !== field) {
        return `step ${index + 1} types in "${field}" while "${dirty}" holds uncommitted text (moving there would commit it)`;
      }
      dirty = field;
    } else if (event.type === events.blur) {
      if (dirty !== null && dirty !== field) {
        return `step ${index + 1} leaves "${field}" while "${dirty}" holds uncommitted text (focusing it would commit that)`;
      }
      dirty = null;
    } else if (events.commits.includes(event.type)) {
      dirty = null;
    }
  }
  return undefined;
}

const fieldOf = (event: EventObject) => String((event as Record<string, unknown>)['field']);
