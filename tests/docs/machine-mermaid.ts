import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * A Mermaid `stateDiagram-v2` drawn from a machine's own definition (`machine.root`), so the diagram cannot drift
 * from the code: nesting and parallel regions, every transition with its event, guard and actions, `after` delays in
 * ms, final states, tags as notes, and each state's entry/exit actions, invokes and targetless transitions written
 * inside its box (drawing those as self-loops would bury the flow under arrows).
 */
export function machineMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2', `  [*] --> ${mermaidId(machine.root)}`];
  lines.push(...stateBlock(machine, machine.root, '  '));
  return `${lines.join('\n')}\n`;
}

/** Mermaid ids take no dots; a node's id is unique in its machine, so its path joined by `_` is too. */
const mermaidId = (node: AnyStateNode) => node.id.replace(/[^A-Za-z0-9_]/g, '_');

const afterEventPrefix = 'xstate.after.';
const doneActorPrefix = 'xstate.done.actor.';
const errorActorPrefix = 'xstate.error.actor.';

function stateBlock(machine: AnyStateMachine, node: AnyStateNode, indent: string): string[] {
  const id = mermaidId(node);
  const children = Object.values(node.states);
  const lines: string[] = [];
  if (children.length === 0) {
    lines.push(`${indent}state "${node.key}" as ${id}`);
  } else {
    lines.push(`${indent}state "${node.key}${node.type === 'parallel' ? ' (parallel)' : ''}" as ${id} {`);
    const inner = `${indent}  `;
    if (node.type === 'parallel') {
      children.forEach((child, index) => {
        if (index > 0) lines.push(`${inner}--`);
        lines.push(`${inner}[*] --> ${mermaidId(child)}`, ...stateBlock(machine, child, inner));
      });
    } else {
      const initial = node.initial?.target[0];
      if (initial) lines.push(`${inner}[*] --> ${mermaidId(initial)}`);
      for (const child of children) lines.push(...stateBlock(machine, child, inner));
    }
    lines.push(`${indent}}`);
  }
  const box = insideBox(machine, node);
  const tags = node.tags.length > 0 ? [`tags ${node.tags.join(', ')}`] : [];
  if (children.length === 0) {
    lines.push(...box.map((line) => `${indent}${id} : ${line}`));
    lines.push(...tags.map((line) => `${indent}note right of ${id} : ${line}`));
  } else if (box.length + tags.length > 0) {
    // Mermaid refuses descriptions on a composite state, so its box lines go in its note.
    lines.push(
      `${indent}note right of ${id}`,
      ...[...box, ...tags].map((line) => `${indent}  ${line}`),
      `${indent}end note`,
    );
  }
  for (const transition of transitionsOf(node)) {
    for (const target of transition.target ?? []) {
      lines.push(`${indent}${id} --> ${mermaidId(target)} : ${transitionLabel(machine, transition)}`);
    }
  }
  if (node.type === 'final') lines.push(`${indent}${id} --> [*]`);
  return lines;
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

/** Entry and exit actions, invokes, and the transitions that stay in the state, one line each. */
function insideBox(machine: AnyStateMachine, node: AnyStateNode): string[] {
  const entry = actionNames(node.entry);
  const exit = actionNames(node.exit);
  return [
    ...(entry.length > 0 ? [`entry / ${entry.join(', ')}`] : []),
    ...node.invoke.map((invoke) => `invoke ${invoke.id}${invoke.src === invoke.id ? '' : ` (${String(invoke.src)})`}`),
    ...(exit.length > 0 ? [`exit / ${exit.join(', ')}`] : []),
    ...transitionsOf(node)
      .filter((transition) => !transition.target)
      .map((transition) => transitionLabel(machine, transition)),
  ];
}

function transitionLabel(machine: AnyStateMachine, transition: AnyTransitionDefinition): string {
  const guard = transition.guard === undefined ? '' : ` [${guardName(transition.guard)}]`;
  const actions = actionNames(transition.actions);
  return `${eventLabel(machine, transition.eventType)}${guard}${actions.length > 0 ? ` / ${actions.join(', ')}` : ''}`;
}

/** What a person reads for an event type: invoke results by actor, timers in ms, eventless as `always`. */
export function eventLabel(machine: AnyStateMachine, eventType: string): string {
  if (eventType === '') return 'always';
  if (eventType.startsWith(doneActorPrefix)) return `${eventType.slice(doneActorPrefix.length)} done`;
  if (eventType.startsWith(errorActorPrefix)) return `${eventType.slice(errorActorPrefix.length)} error`;
  if (eventType.startsWith(afterEventPrefix)) return `after ${delayLabel(machine, eventType)}`;
  return eventType;
}

/** `xstate.after.<delay>.<state id>`: a number of ms, or a delay named in `setup({ delays })`. */
function delayLabel(machine: AnyStateMachine, eventType: string): string {
  const delay = eventType.slice(afterEventPrefix.length).split('.')[0] ?? '';
  if (/^\d+$/.test(delay)) return `${delay} ms`;
  const named: unknown = machine.implementations.delays[delay];
  return typeof named === 'number' ? `${delay} (${named} ms)` : `${delay} (computed)`;
}

type NamedLike = { type?: unknown; name?: unknown; guards?: unknown };

/** Named guards by name; `and`/`or`/`not` with their parts; an inline function as what it is. */
function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (guard === null || (typeof guard !== 'object' && typeof guard !== 'function')) return 'guard';
  const { type, name, guards } = guard as NamedLike;
  if (Array.isArray(guards)) return `${String(name)}(${guards.map(guardName).join(', ')})`;
  if (typeof type === 'string') return type;
  return typeof name === 'string' && name !== '' ? name : 'inline guard';
}

/**
 * Named actions by name, xstate's built-ins (`assign`, `emit`, `sendTo`, …) by theirs. The raise and cancel that
 * xstate adds for every `after` timer are left out: the timer is already on its transition.
 */
function actionNames(actions: readonly unknown[]): string[] {
  return actions.flatMap((action) => {
    if (typeof action === 'string') return [action];
    if (action === null || (typeof action !== 'object' && typeof action !== 'function')) return [];
    const { type, name, id, sendId } = action as NamedLike & { id?: unknown; sendId?: unknown };
    if ([id, sendId].some((value) => typeof value === 'string' && value.startsWith(afterEventPrefix))) return [];
    if (typeof type === 'string') return [type.replace(/^xstate\./, '')];
    return [typeof name === 'string' && name !== '' ? name : 'inline action'];
  });
}
