import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import type { MachinePathPlan } from '../support/machine-paths';

const machineModules = import.meta.glob<Record<string, unknown>>('../../machines/**/*.machine.ts', { eager: true });
const planModules = import.meta.glob<{ plan: MachinePathPlan }>('./*.plan.ts', { eager: true });

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'implementations' in value;

const machineIds = Object.values(machineModules).flatMap((exports) =>
  Object.values(exports)
    .filter(isMachine)
    .map((machine) => machine.id),
);
const plans = Object.values(planModules).map((module) => module.plan);

describe('spec expectations', () => {
  it('every machine in machines/ has a plan whose spec says what must hold', () => {
    const withoutSpec = machineIds.filter((id) => !plans.some((plan) => plan.machine.id === id && plan.spec));
    expect(withoutSpec, 'machines whose tests/machines/<flow>.plan.ts has no `spec` (docs/testing.md)').toEqual([]);
  });
});
