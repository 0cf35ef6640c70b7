import { describe, expect, it } from 'vitest';
import {
  describePath,
  machinePaths,
  pathCoverage,
  replayPath,
  scenarioPath,
  type MachinePath,
  type MachinePathPlan,
} from './machine-paths';

/** The paths, or why they could not be made: a machine that throws while walked fails a test, not the file. */
function generate(plan: MachinePathPlan): { paths: MachinePath[]; scenarios: MachinePath[]; error?: unknown } {
  try {
    return {
      paths: machinePaths(plan),
      scenarios: (plan.scenarios ?? []).map((events) => scenarioPath(plan, events)),
    };
  } catch (error) {
    return { paths: [], scenarios: [], error };
  }
}

/**
 * Registers one test per generated path of `plan.machine`, each replayed against the real
 * machine, one per scenario, and one test that fails when a state or transition is never reached.
 */
export function describeMachinePaths(plan: MachinePathPlan) {
  const { paths, scenarios, error } = generate(plan);
  describe(`${plan.machine.id} machine paths`, () => {
    // Mutation testing counts failed tests: an error while collecting would leave none to fail.
    it('walks the machine without an error', () => {
      if (error !== undefined) throw error;
    });

    it.each(paths.map((path) => [describePath(path), path] as const))('%s', (_, path) => {
      replayPath(plan, path);
    });

    it.each(scenarios.map((path) => [`scenario: ${describePath(path)}`, path] as const))('%s', (_, path) => {
      replayPath(plan, path);
    });

    // The inbox's check takes about 1 s on a quiet machine and 5-9 s on a loaded one, past vitest's 5 s.
    it('reaches every state and transition', { timeout: 30_000 }, () => {
      const coverage = pathCoverage(plan, paths);
      expect(coverage.states.missed).toEqual([]);
      expect(coverage.transitions.missed).toEqual([]);
    });
  });
}
