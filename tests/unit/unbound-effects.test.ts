import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorLogic, type AnyStateMachine } from 'xstate';

const machineModules = import.meta.glob<Record<string, unknown>>('../../machines/**/*.machine.ts', { eager: true });

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'implementations' in value;

/** Every effect placeholder of every machine (sensors stay silent unbound, so they are left out below). */
const effects = Object.values(machineModules)
  .flatMap((exports) => Object.values(exports).filter(isMachine))
  .flatMap((machine) =>
    Object.entries(machine.implementations.actors as Record<string, AnyActorLogic>)
      // A child machine (the voice page's activity recorder) is the flow's own logic, not an effect to bind.
      .filter(([, logic]) => !isMachine(logic))
      .map(([name, logic]) => [`${machine.id}: ${name}`, name, logic] as const),
  );

describe('an effect the app forgot to bind', () => {
  it.each(effects)('%s fails naming itself, or stays silent if it is a sensor', async (_, name, logic) => {
    const actor = createActor(logic);
    actor.subscribe({ error: () => {} });
    actor.start();
    await Promise.resolve();
    const snapshot = actor.getSnapshot();
    actor.stop();
    if (snapshot.status !== 'error') return;
    expect((snapshot.error as Error).message).toBe(`actor "${name}" was not provided`);
  });

  it('fails for the actors the machines do not treat as sensors', async () => {
    const failing = [];
    for (const [label, , logic] of effects) {
      const actor = createActor(logic);
      actor.subscribe({ error: () => {} });
      actor.start();
      await Promise.resolve();
      if (actor.getSnapshot().status === 'error') failing.push(label);
      actor.stop();
    }
    expect(failing).toContain('demoForm: submitDemoRequest');
    expect(failing).toContain('session: watchAuth');
  });
});
