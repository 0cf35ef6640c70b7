import { getAdjacencyMap, type AdjacencyMap, type StatePath } from '@xstate/graph';
import {
  createActor,
  fromCallback,
  getInitialSnapshot,
  getMicrosteps,
  getNextSnapshot,
  SimulatedClock,
  transition,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type InputFrom,
} from 'xstate';
import {
  checkRequirements,
  failure,
  requirementsFor,
  timerFor,
  timerMs,
  type Effect,
  type MachineSpec,
  type SpecStep,
} from './machine-spec';

/**
 * Everything needed to walk one machine: the sample events tried in every state (including the
 * internal `xstate.done.actor.*` / `xstate.error.actor.*` results of its invokes; delayed
 * `xstate.after.*` events are added automatically) and, for machines that take input, the input.
 */
export type SampleEvent = { type: string; [field: string]: unknown };

export type MachinePathPlan = {
  machine: AnyStateMachine;
  events: readonly SampleEvent[];
  input?: unknown;
  /** Extra implementations for the replay, e.g. spies for effect actions. */
  provide?: Parameters<AnyStateMachine['provide']>[0];
  /** Which samples to try in a state beyond `can`, for context that would otherwise grow without end. */
  filterEvents?: (snapshot: AnyMachineSnapshot, event: EventObject) => boolean;
  /**
   * What makes two snapshots the same for the walk (default: value and the whole context). A
   * machine whose context holds lists and several independent fields would otherwise have more
   * combinations than any test run can visit; a coarser key keeps one representative of each kind,
   * and the replay still checks the exact snapshot that representative's path reaches.
   */
  stateKey?: (snapshot: AnyMachineSnapshot) => unknown;
  /** What the spec says must hold; the replay checks it at every step (tests/support/machine-spec.ts). */
  spec?: MachineSpec;
  /**
   * Event sequences replayed besides the generated paths. The graph walk stops where a snapshot repeats, so an
   * event that (wrongly) changes nothing is never followed by the event that would show it: a scenario does.
   */
  scenarios?: readonly (readonly SampleEvent[])[];
  /**
   * The router's part, for a machine that asks for addresses: each time the machine runs the action named `action`,
   * the router answers at once with the event `answer` makes of its params, as the page's router does (it tells the
   * machine every address it goes to). A step is then the machine's event and the router's answer together.
   */
  router?: { action: string; answer: (params: never) => EventObject };
};

/** The machine's next snapshot after `event`, with the router's answer when the machine asked for an address. */
function nextSnapshot(plan: MachinePathPlan, state: AnyMachineSnapshot, event: EventObject): AnyMachineSnapshot {
  const { router } = plan;
  if (!router) return getNextSnapshot(plan.machine, state, event);
  const [next, actions] = transition(plan.machine, state, event);
  const asked = actions.find((action) => action.type === router.action);
  return asked ? getNextSnapshot(plan.machine, next, router.answer(asked.params as never)) : next;
}

/** The machine as the graph walk sees it: its transitions include the router's answers. */
function walkedMachine(plan: MachinePathPlan): AnyStateMachine {
  if (!plan.router) return plan.machine;
  const walked: AnyStateMachine = Object.create(plan.machine);
  walked.transition = (state: AnyMachineSnapshot, event: EventObject) => nextSnapshot(plan, state, event);
  return walked;
}

export type MachinePath = StatePath<AnyMachineSnapshot, EventObject>;

/** A scenario as a path: the snapshots come from the machine's own transitions, the replay checks them. */
export function scenarioPath(plan: MachinePathPlan, events: readonly EventObject[]): MachinePath {
  let state = getInitialSnapshot(plan.machine, plan.input as InputFrom<AnyStateMachine>);
  const steps: MachinePath['steps'] = [{ event: { type: 'xstate.init' }, state }];
  for (const event of events) {
    state = nextSnapshot(plan, state, event);
    steps.push({ event, state });
  }
  return { state, steps, weight: events.length };
}

const afterEventPrefix = 'xstate.after.';

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allStateNodes(child))];
}

const transitionKey = (transition: AnyTransitionDefinition, index: number) =>
  `${transition.source.id} —${transition.eventType || 'always'}#${index}→ ${
    transition.target?.map((target) => target.id).join(',') ?? '(self)'
  }`;

function indexedTransitions(node: AnyStateNode): Array<[AnyTransitionDefinition, string]> {
  const byEvent = [...node.transitions.values()].flatMap((list) =>
    list.map(
      (transition, index) => [transition, transitionKey(transition, index)] as [AnyTransitionDefinition, string],
    ),
  );
  const always = (node.always ?? []).map(
    (transition, index) => [transition, transitionKey(transition, index)] as [AnyTransitionDefinition, string],
  );
  return [...byEvent, ...always];
}

/** The delayed events of every state, so timers are walked without listing them by hand. */
function afterEvents(machine: AnyStateMachine): EventObject[] {
  return allStateNodes(machine.root).flatMap((node) =>
    [...node.transitions.keys()].filter((type) => type.startsWith(afterEventPrefix)).map((type) => ({ type })),
  );
}

function candidateEvents(plan: MachinePathPlan): EventObject[] {
  return [...plan.events, ...afterEvents(plan.machine)];
}

/** `s.can` filters the samples, because a flat list tried everywhere corrupts snapshots. */
const eventsFor = (plan: MachinePathPlan) => {
  const candidates = candidateEvents(plan);
  const keep = plan.filterEvents ?? (() => true);
  return (snapshot: AnyMachineSnapshot) => candidates.filter((event) => snapshot.can(event) && keep(snapshot, event));
};

type Edge = { event: EventObject; state: AnyMachineSnapshot };
type WalkNode = { state: AnyMachineSnapshot; transitions: Record<string, Edge> };

/**
 * The most snapshots a walk may visit (the largest machine, the ROI wizard, visits about 1,400): a machine
 * whose context grows without end (a broken counter) fails at once instead of walking until a timeout.
 */
const walkLimit = 10_000;

/**
 * One path to every reachable state, plus one path through every enabled edge (the shortest
 * path to its source followed by that edge), so every transition is exercised at least once.
 *
 * Built from the adjacency map rather than `getShortestPaths`, which records the last snapshot of a
 * kind it meets instead of the one its path leads to: with a `stateKey` the two differ. Here each
 * kind's representative is the first snapshot of it the walk met, and paths lead to it through
 * representatives only, so replaying a path reproduces its snapshot exactly.
 */
export function machinePaths(plan: MachinePathPlan): MachinePath[] {
  const key = (snapshot: AnyMachineSnapshot) =>
    plan.stateKey ? JSON.stringify(plan.stateKey(snapshot)) : serialize(snapshot);
  const adjacency: AdjacencyMap<AnyMachineSnapshot, EventObject> = getAdjacencyMap(walkedMachine(plan), {
    events: eventsFor(plan),
    input: plan.input as InputFrom<AnyStateMachine>,
    serializeState: key,
    limit: walkLimit,
  });
  // The map is keyed by branded strings, which Object.values / entries widen to unknown.
  const nodes = new Map(Object.entries(adjacency) as Array<[string, WalkNode]>);
  const [start] = nodes.values();
  if (!start) return [];
  const toStates = new Map<string, MachinePath>([
    [
      key(start.state),
      { state: start.state, steps: [{ event: { type: 'xstate.init' }, state: start.state }], weight: 0 },
    ],
  ]);
  const queue = [start];
  for (const node of queue) {
    const head = toStates.get(key(node.state));
    if (!head) continue;
    for (const { event, state: next } of Object.values(node.transitions)) {
      const nextKey = key(next);
      const representative = nodes.get(nextKey);
      if (toStates.has(nextKey) || !representative || serialize(representative.state) !== serialize(next)) continue;
      toStates.set(nextKey, { state: next, steps: [...head.steps, { event, state: next }], weight: head.weight + 1 });
      queue.push(representative);
    }
  }
  const edges: MachinePath[] = [];
  for (const node of nodes.values()) {
    const head = toStates.get(key(node.state));
    if (!head) continue;
    for (const { event, state: next } of Object.values(node.transitions)) {
      edges.push({ state: next, steps: [...head.steps, { event, state: next }], weight: head.weight + 1 });
    }
  }
  // Keyed by the full events, not their types: two guarded edges on one event type are two paths.
  const unique = new Map<string, MachinePath>();
  for (const path of [...toStates.values(), ...edges]) {
    unique.set(JSON.stringify(path.steps.map((step) => step.event)), path);
  }
  return [...unique.values()];
}

function serialize(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context });
}

/** Event types, with a short form of any payload so paths that differ only in data read apart. */
export function describePath(path: MachinePath): string {
  return path.steps.map((step) => describeEvent(step.event)).join(' → ');
}

export function describeEvent({ type, ...payload }: EventObject): string {
  if (Object.keys(payload).length === 0) return type;
  const data = JSON.stringify(payload);
  return `${type} ${data.length > 40 ? `${data.slice(0, 39)}…` : data}`;
}

export type Coverage = {
  states: { all: string[]; missed: string[] };
  transitions: { all: string[]; missed: string[] };
};

/**
 * Which state nodes and transitions the paths reach. Event transitions are read off each step
 * with `getTransitionData`; eventless ones count when a microstep leaves their source for their target.
 */
export function pathCoverage(plan: MachinePathPlan, paths: MachinePath[]): Coverage {
  const nodes = allStateNodes(plan.machine.root);
  const transitionsByKey = new Map(nodes.flatMap((node) => indexedTransitions(node)).map(([t, key]) => [t, key]));
  const reachedStates = new Set<string>();
  const reachedTransitions = new Set<string>();
  // Paths share their beginnings: each step from the same snapshot by the same event is looked at once.
  const seenSteps = new Set<string>();
  for (const path of paths) {
    let previous: AnyMachineSnapshot | undefined;
    for (const { event, state } of path.steps) {
      for (const node of state._nodes) reachedStates.add(node.id);
      const step = previous && event.type !== 'xstate.init' ? `${serialize(previous)} ${JSON.stringify(event)}` : '';
      if (previous && step && !seenSteps.has(step)) {
        seenSteps.add(step);
        for (const transition of plan.machine.getTransitionData(previous, event)) {
          const key = transitionsByKey.get(transition);
          if (key) reachedTransitions.add(key);
        }
        markEventless(plan.machine, previous, event, transitionsByKey, reachedTransitions);
      }
      previous = state;
    }
  }
  const allStates = nodes.map((node) => node.id);
  const allTransitions = [...transitionsByKey.values()];
  return {
    states: { all: allStates, missed: allStates.filter((id) => !reachedStates.has(id)) },
    transitions: { all: allTransitions, missed: allTransitions.filter((key) => !reachedTransitions.has(key)) },
  };
}

function markEventless(
  machine: AnyStateMachine,
  from: AnyMachineSnapshot,
  event: EventObject,
  keys: Map<AnyTransitionDefinition, string>,
  reached: Set<string>,
) {
  const microsteps = getMicrosteps(machine, from, event).map(([snapshot]) => snapshot);
  microsteps.forEach((snapshot, index) => {
    const next = microsteps[index + 1];
    if (!next) return;
    for (const node of snapshot._nodes) {
      (node.always ?? []).forEach((transition) => {
        const targets = transition.target ?? [];
        const taken = targets.every((target) => next._nodes.includes(target));
        const key = keys.get(transition);
        if (taken && key) reached.add(key);
      });
    }
  });
}

type RecordEffect = (effect: Omit<Effect, 'at'>) => void;

/** Where the silent actors record: the replay under way (replays run one at a time, synchronously). */
let recordEffect: RecordEffect = () => {};

/**
 * A fake for every invoked actor: it never settles, so the path alone decides what happens; it records
 * its input and every event the machine sends it.
 */
function silentActors(machine: AnyStateMachine) {
  const names = Object.keys(machine.implementations.actors);
  return Object.fromEntries(
    names.map((name) => [
      name,
      fromCallback<EventObject, unknown>(({ input, receive }) => {
        const record = recordEffect;
        record({ kind: 'actor', name, input });
        receive((event) => record({ kind: 'sent', name, input: event }));
      }),
    ]),
  );
}

/** Each plan's machine with the silent actors, made once: `provide` builds every state node again. */
const replayMachines = new WeakMap<MachinePathPlan, AnyStateMachine>();

function replayMachine(plan: MachinePathPlan): AnyStateMachine {
  const cached = replayMachines.get(plan);
  if (cached) return cached;
  const { router } = plan;
  const machine = plan.machine.provide({
    ...plan.provide,
    actions: {
      ...plan.provide?.actions,
      // The router answers at once: the machine handles the answer before the step ends.
      ...(router && {
        [router.action]: ({ self }: { self: AnyActorRef }, params: unknown) =>
          self.send(router.answer(params as never)),
      }),
    },
    actors: { ...silentActors(plan.machine), ...plan.provide?.actors },
  });
  replayMachines.set(plan, machine);
  return machine;
}

export function delayOf(machine: AnyStateMachine, eventType: string, snapshot: AnyMachineSnapshot): number {
  const delayName = eventType.slice(afterEventPrefix.length).split('.')[0] ?? '';
  const numeric = Number(delayName);
  if (Number.isFinite(numeric)) return numeric;
  const delay = machine.implementations.delays[delayName];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function') {
    // Delay functions take the action-args shape; only context is ever read by ours.
    return (delay as (args: { context: unknown }) => number)({ context: snapshot.context });
  }
  throw new Error(`unknown delay "${delayName}"`);
}

/**
 * Replays a path against the real machine: plain events are sent, invoke results are sent as the
 * events the runtime would raise, and delays run on a simulated clock. With a spec, every step is
 * checked against it and a timer fires by the spec's figure (nothing moves 1 ms before it, the spec's
 * state is reached at it); without one, by the machine's own delay, checked 1 ms early. Each step's
 * snapshot must then equal the generated one.
 */
export function replayPath(
  plan: MachinePathPlan,
  path: MachinePath,
  /** Called after each step has passed every check (`npm run paths -- replay` prints it). */
  onStep?: (index: number, snapshot: AnyMachineSnapshot) => void,
) {
  const clock = new SimulatedClock();
  const allEffects: Effect[] = [];
  const record: RecordEffect = (effect) => allEffects.push({ ...effect, at: clock.now() });
  recordEffect = record;
  const actor = createActor(replayMachine(plan), {
    clock,
    input: plan.input as InputFrom<AnyStateMachine>,
    inspect: (inspection) => {
      if (inspection.type === '@xstate.action' && inspection.actorRef === actor) {
        record({ kind: 'action', name: inspection.action.type, input: inspection.action.params });
      }
    },
  });
  actor.on('*', (emitted) => record({ kind: 'emitted', name: emitted.type, input: emitted }));
  const events: EventObject[] = [];
  const history: Array<{ event: EventObject; snapshot: AnyMachineSnapshot; effects: readonly Effect[] }> = [];
  let previous: AnyMachineSnapshot | undefined;
  let effectsBefore = 0;
  const stepOf = (event: EventObject): SpecStep => ({
    event,
    events,
    history: [...history, { event, snapshot: actor.getSnapshot(), effects: allEffects.slice(effectsBefore) }],
    snapshot: actor.getSnapshot(),
    previous,
    effects: allEffects.slice(effectsBefore),
    allEffects,
    now: clock.now(),
  });
  try {
    for (const [index, { event, state }] of path.steps.entries()) {
      events.push(event);
      effectsBefore = allEffects.length;
      if (event.type === 'xstate.init') actor.start();
      else if (event.type.startsWith(afterEventPrefix)) fireTimer(plan, clock, actor, event, state, stepOf);
      else actor.send(event);
      const snapshot = actor.getSnapshot();
      if (snapshot.status === 'error') throw new Error(`actor failed after ${event.type}: ${String(snapshot.error)}`);
      if (plan.spec) checkRequirements(plan.spec, requirementsFor(plan.spec, snapshot), stepOf(event));
      expectSame(snapshot, state, `after ${event.type}`);
      history.push({ event, snapshot, effects: allEffects.slice(effectsBefore) });
      previous = snapshot;
      onStep?.(index, snapshot);
    }
  } finally {
    actor.stop();
  }
}

function fireTimer(
  plan: MachinePathPlan,
  clock: SimulatedClock,
  actor: AnyActorRef,
  event: EventObject,
  generated: AnyMachineSnapshot,
  stepOf: (event: EventObject) => SpecStep,
) {
  const before = actor.getSnapshot() as AnyMachineSnapshot;
  if (!plan.spec) {
    const delay = delayOf(plan.machine, event.type, before);
    clock.increment(delay - 1);
    expectSame(actor.getSnapshot(), before, `${event.type} fired before ${delay} ms`);
    clock.increment(1);
    return;
  }
  const timer = timerFor(plan.spec, before, generated);
  if (!timer) {
    throw new Error(
      `${plan.spec.flow}: no timer requirement from ${JSON.stringify(before.value)} to ${JSON.stringify(generated.value)}`,
    );
  }
  const ms = timerMs(timer, before);
  clock.increment(ms - 1);
  if (serialize(actor.getSnapshot()) !== serialize(before)) {
    throw failure(plan.spec, timer, stepOf(event), ` (left ${JSON.stringify(before.value)} before ${ms} ms)`);
  }
  clock.increment(1);
  const step = stepOf(event);
  if (!step.snapshot.matches(timer.to as never)) {
    throw failure(plan.spec, timer, step, ` (still ${JSON.stringify(step.snapshot.value)} after ${ms} ms)`);
  }
  if (timer.then && !timer.then(step)) throw failure(plan.spec, timer, step);
}
function expectSame(actual: AnyMachineSnapshot, expected: AnyMachineSnapshot, when: string) {
  const a = serialize(actual);
  const e = serialize(expected);
  if (a !== e) throw new Error(`state differs ${when}\nexpected ${e}\nactual   ${a}`);
}
