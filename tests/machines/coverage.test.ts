import { describe, expect, it } from 'vitest';
import { isMachine } from '../docs/machine-files';
import { machinePaths, pathCoverage, type MachinePathPlan } from '../support/machine-paths';

const machineModules = import.meta.glob<Record<string, unknown>>('../../machines/**/*.machine.ts', { eager: true });
const planModules = import.meta.glob<{ plan: MachinePathPlan }>('./*.plan.ts', { eager: true });

const machines = Object.entries(machineModules).flatMap(([file, exports]) =>
  Object.values(exports)
    .filter(isMachine)
    .map((machine) => ({ file, machine })),
);
const plans = Object.values(planModules).map((module) => module.plan);

describe('machine coverage', () => {
  it('finds the machines in machines/', () => {
    expect(machines.length).toBeGreaterThan(0);
  });

  it.each(machines.map(({ file, machine }) => [`${machine.id} (${file})`, machine] as const))(
    '%s has a path plan that reaches every state and transition',
    (_, machine) => {
      const plan = plans.find((candidate) => candidate.machine.id === machine.id);
      expect(plan, `tests/machines/<flow>.plan.ts for machine "${machine.id}"`).toBeDefined();
      if (!plan) return;
      const coverage = pathCoverage(plan, machinePaths(plan));
      expect(coverage.states.missed).toEqual([]);
      expect(coverage.transitions.missed).toEqual([]);
    },
  );
});
