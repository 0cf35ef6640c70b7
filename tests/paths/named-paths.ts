import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyMachineSnapshot, EventObject, StateValue } from 'xstate';
import { repoRoot } from '../docs/machine-files';
import { machinePaths, type MachinePath, type MachinePathPlan } from '../support/machine-paths';

/** A flow's plan, named as its file is: `tests/machines/demo-form.plan.ts` is flow `demo-form`. */
export type FlowPlan = { flow: string; plan: MachinePathPlan };

export type NamedPath = { flow: string; name: string; plan: MachinePathPlan; path: MachinePath };

const planSuffix = '.plan.ts';

export async function loadPlans(): Promise<FlowPlan[]> {
  const folder = join(repoRoot, 'tests', 'machines');
  const files = readdirSync(folder)
    .filter((file) => file.endsWith(planSuffix))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const module: { plan: MachinePathPlan } = await import(pathToFileURL(join(folder, file)).href);
      return { flow: basename(file, planSuffix), plan: module.plan };
    }),
  );
}

/** `fetching.firstLoad`; a parallel state's regions joined by `+`: `sdk.none+teardown.idle+call.idle`. */
export function stateLabel(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (child === undefined ? key : `${key}.${stateLabel(child)}`))
    .join('+');
}

/**
 * An event as short as it stays clear: `done.submitDemoRequest`, `after.successReset`, and a plain event with the
 * first short word of its payload (`form.change.firstName`).
 */
export function shortEvent({ type, ...payload }: EventObject): string {
  const invoke = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (invoke) return `${invoke[1]}.${invoke[2]}`;
  if (type.startsWith('xstate.after.')) return `after.${type.split('.')[2]}`;
  const word = Object.values(payload).find(
    (value): value is string => typeof value === 'string' && /^[A-Za-z][\w-]{0,23}$/.test(value),
  );
  return word ? `${type}.${word}` : type;
}

/**
 * A path's name: the flow, then the states it passes through (repeats folded), then its last event when that
 * event stays in the state: `demo-form:idle--submitting--success--idle`, `demo-form:idle--form.change`. Paths that
 * would share a name get a short hash of their events, so a name only changes when its path does.
 */
export function namedPaths({ flow, plan }: FlowPlan): NamedPath[] {
  const paths = machinePaths(plan);
  const bases = paths.map((path) => baseName(flow, path));
  const counts = new Map<string, number>();
  for (const base of bases) counts.set(base, (counts.get(base) ?? 0) + 1);
  const given = new Map<string, number>();
  return paths.map((path, index) => {
    const base = bases[index] ?? flow;
    const hashed = (counts.get(base) ?? 0) > 1 ? `${base}#${eventsHash(path)}` : base;
    // Events that JSON cannot tell apart (an actor to answer, say) can still make two paths: the later one, in the
    // generator's fixed order, gets a number.
    const seen = (given.get(hashed) ?? 0) + 1;
    given.set(hashed, seen);
    return { flow, name: seen > 1 ? `${hashed}~${seen}` : hashed, plan, path };
  });
}

function baseName(flow: string, path: MachinePath): string {
  const labels = path.steps.map((step) => stateLabel(step.state.value));
  const folded = labels.filter((label, index) => label !== labels[index - 1]);
  const last = path.steps.at(-1);
  const before = path.steps.at(-2);
  const staysPut = last && before && sameValue(last.state, before.state);
  return `${flow}:${folded.join('--')}${staysPut ? `--${shortEvent(last.event)}` : ''}`;
}

const sameValue = (a: AnyMachineSnapshot, b: AnyMachineSnapshot) => JSON.stringify(a.value) === JSON.stringify(b.value);

const eventsHash = (path: MachinePath) =>
  createHash('sha256')
    .update(
      JSON.stringify(
        path.steps.map((step) => step.event),
        errorsByMessage,
      ),
    )
    .digest('hex')
    .slice(0, 6);

/** Errors say nothing in JSON (`{}`): two paths whose failures differ only in their message get names of their own. */
const errorsByMessage = (_key: string, value: unknown) => (value instanceof Error ? { error: value.message } : value);
