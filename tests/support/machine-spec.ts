import type { AnyMachineSnapshot, EventObject } from 'xstate';

/**
 * What a machine must do, written from the product's rules (docs/ states them) rather than read off the
 * machine: the replay of every generated path checks it after every step (see docs/testing.md).
 */

/**
 * One effect the machine asked for: a named action it ran, a named actor it started, an event it sent to
 * that actor (`name` is the actor's), or an event it emitted to its listeners (`name` is the event's type).
 */
export type Effect = {
  kind: 'action' | 'actor' | 'sent' | 'emitted';
  name: string;
  /** The action's params, the actor's input, or the event sent or emitted. */
  input: unknown;
  /** Simulated milliseconds since the machine started. */
  at: number;
};

/** What a requirement sees after one step of a path. */
export type SpecStep = {
  /** The event of this step (for a timer, `xstate.after.…`). */
  event: EventObject;
  /** Every event of the path so far, this one last (the initial `xstate.init` first). */
  events: readonly EventObject[];
  /** Every step so far with the snapshot it ended in and its effects, this one last: a spec's own model folds it. */
  history: readonly { event: EventObject; snapshot: AnyMachineSnapshot; effects: readonly Effect[] }[];
  snapshot: AnyMachineSnapshot;
  /** The snapshot before this step; undefined for the first. */
  previous: AnyMachineSnapshot | undefined;
  /** The effects this step asked for, in order. */
  effects: readonly Effect[];
  /** Every effect since the machine started, in order. */
  allEffects: readonly Effect[];
  /** Simulated milliseconds since the machine started. */
  now: number;
};

/** A named rule; `check` returns false (or throws) when the step breaks it. */
export type Requirement = {
  requirement: string;
  check: (step: SpecStep) => boolean;
};

/**
 * A timer from the spec: while the machine is in `from`, nothing happens for `ms` milliseconds, then
 * it moves to `to`; `then` checks what the move must have done (e.g. a form cleared).
 * The replay advances its simulated clock by these figures, never by the machine's own delays.
 */
export type TimerRequirement = {
  requirement: string;
  /** A state path as `snapshot.matches` takes it, e.g. 'success' or 'call.connecting'. */
  from: string;
  to: string;
  ms: number | ((snapshot: AnyMachineSnapshot) => number);
  then?: (step: SpecStep) => boolean;
};

export type MachineSpec = {
  /** How people name the flow; every requirement's name is prefixed with it. */
  flow: string;
  /** Checked after every step. */
  always?: readonly Requirement[];
  /** Checked after every step that ends in the state (a path as `snapshot.matches` takes it). */
  states?: Readonly<Record<string, readonly Requirement[]>>;
  /** Checked after every step that ends in a state with the tag. */
  tags?: Readonly<Record<string, readonly Requirement[]>>;
  timers?: readonly TimerRequirement[];
};

/** A requirement's full name, as failures and `npm run paths -- show` print it. */
export const requirementName = (spec: MachineSpec, requirement: { requirement: string }) =>
  `${spec.flow}: ${requirement.requirement}`;

/** The requirements that apply to a snapshot: `always`, then its states', then its tags'. */
export function requirementsFor(spec: MachineSpec, snapshot: AnyMachineSnapshot): Requirement[] {
  const inStates = Object.entries(spec.states ?? {}).flatMap(([state, list]) =>
    snapshot.matches(state as never) ? list : [],
  );
  const byTags = Object.entries(spec.tags ?? {}).flatMap(([tag, list]) => (snapshot.hasTag(tag) ? list : []));
  return [...(spec.always ?? []), ...inStates, ...byTags];
}

/** The spec's timer for a delayed event fired from `snapshot`, by where it starts and where it lands. */
export function timerFor(spec: MachineSpec, before: AnyMachineSnapshot, after: AnyMachineSnapshot) {
  return spec.timers?.find((timer) => before.matches(timer.from as never) && after.matches(timer.to as never));
}

export const timerMs = (timer: TimerRequirement, snapshot: AnyMachineSnapshot) =>
  typeof timer.ms === 'number' ? timer.ms : timer.ms(snapshot);

export class RequirementFailed extends Error {
  override name = 'RequirementFailed';
}

/** Throws naming the first requirement the step breaks. */
export function checkRequirements(spec: MachineSpec, requirements: readonly Requirement[], step: SpecStep) {
  for (const requirement of requirements) {
    let held: boolean;
    let reason = '';
    try {
      held = requirement.check(step);
    } catch (error) {
      held = false;
      reason = ` (${error instanceof Error ? error.message : String(error)})`;
    }
    if (!held) throw failure(spec, requirement, step, reason);
  }
}

export function failure(spec: MachineSpec, requirement: { requirement: string }, step: SpecStep, reason = '') {
  const path = step.events.map((event) => event.type).join(' → ');
  return new RequirementFailed(
    `${requirementName(spec, requirement)}${reason}\n  after ${step.event.type} in ${JSON.stringify(
      step.snapshot.value,
    )}\n  path ${path}`,
  );
}

/** The effects of a step with the given name. */
export const effectsNamed = (effects: readonly Effect[], name: string) =>
  effects.filter((effect) => effect.name === name);

/** The events a step sent to the named child, in order. */
export const sentTo = (effects: readonly Effect[], name: string) =>
  effectsNamed(effects, name)
    .filter((effect) => effect.kind === 'sent')
    .map((effect) => effect.input);

/** True when the step asked for the named effect exactly once. */
export const ranOnce = (effects: readonly Effect[], name: string) => effectsNamed(effects, name).length === 1;

/** True when the step entered the state (it was elsewhere before). */
export const entered = (step: SpecStep, state: string) =>
  !step.previous?.matches(state as never) && step.snapshot.matches(state as never);

/**
 * Folds the path so far through a spec's own small model of the flow (what the visitor typed, which
 * request id an attempt carries), so a requirement compares the machine with the spec, not with itself.
 * `before` is the snapshot the event arrived in; `after` the one it left.
 */
export function foldHistory<Model>(
  step: SpecStep,
  initial: Model,
  apply: (model: Model, event: EventObject, before: AnyMachineSnapshot | undefined, after: AnyMachineSnapshot) => Model,
): Model {
  let model = initial;
  step.history.forEach(({ event, snapshot }, index) => {
    model = apply(model, event, step.history[index - 1]?.snapshot, snapshot);
  });
  return model;
}

/** Deep equality of plain data (context values, effect inputs). */
export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** An event's payload in the shape the spec expects; the path's events are typed only as `EventObject`. */
export const payload = <Payload>(event: EventObject) => event as unknown as Payload;

/** True when the state before the step was one of `states`. */
export const wasIn = (step: SpecStep, ...states: string[]) =>
  states.some((state) => step.previous?.matches(state as never) ?? false);

/**
 * The error reports' rule (docs/errors.md) for a flow whose failed invokes the team hears about: a step runs
 * `reportFailure` exactly when one of those invokes failed in it, once, with the error it failed with.
 */
export function reportsFailuresOf(...invokeIds: string[]): Requirement {
  return {
    requirement: `a failed ${invokeIds.join(' or ')} is reported once, with its error; nothing else is`,
    check: (step) => {
      const reports = effectsNamed(step.effects, 'reportFailure');
      if (!invokeIds.some((id) => step.event.type === `xstate.error.actor.${id}`)) return reports.length === 0;
      const { error } = payload<{ error: unknown }>(step.event);
      return reports.length === 1 && (reports[0]?.input as { error?: unknown } | undefined)?.error === error;
    },
  };
}

/** A sample failure of the invoked `actor`, carrying `message` (empty: a failure that says nothing). */
export const invokeFailed = (actor: string, message: string) => ({
  type: `xstate.error.actor.${actor}`,
  error: new Error(message),
});

/** The server's reason for the failure this step delivers, or null when it gave none: what a machine keeps. */
export const failureReason = (step: SpecStep) => payload<{ error: Error }>(step.event).error.message || null;

/** What the screen must show for the failure this step delivers: the server's words, or `fallback` without any. */
export const failureMessage = (step: SpecStep, fallback: string) =>
  payload<{ error: Error }>(step.event).error.message || fallback;

/** The output of the last invoke of `actor` that finished in the path so far, or null before any did. */
export const lastDone = <Output>(step: SpecStep, actor: string): Output | null =>
  foldHistory<Output | null>(step, null, (last, event) =>
    event.type === `xstate.done.actor.${actor}` ? payload<{ output: Output }>(event).output : last,
  );
