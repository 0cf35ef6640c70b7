import { describe, expect, it } from 'vitest';
import {
  describePath,
  machinePaths,
  pathCoverage,
  replayPath,
  scenarioPath,
  type MachinePathPlan,
} from './machine-paths';

/**
 * Registers one test per generated path of `plan.machine`, each replayed against the real
 * machine, and one test that fails when a state or transition is never reached.
 */
export function describeMachinePaths(plan: MachinePathPlan) {
  const paths = machinePaths(plan);
  describe(`${plan.machine.id} machine paths`, () => {
    it.each(paths.map((path) => [describePath(path), path] as const))('%s', (_, path) => {
      replayPath(plan, path);
    });

    const scenarios = (plan.scenarios ?? []).map((events) => scenarioPath(plan, events));
    it.each(scenarios.map((path) => [`scenario: ${describePath(path)}`, path] as const))('%s', (_, path) => {
      replayPath(plan, path);
    });

    it('reaches every state and transition', () => {
      const coverage = pathCoverage(plan, paths);
      expect(coverage.states.missed).toEqual([]);
      expect(coverage.transitions.missed).toEqual([]);
    });
  });
}
