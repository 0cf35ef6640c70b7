import type { AnyMachineSnapshot } from 'xstate';
import { describeEvent, type MachinePath, type MachinePathPlan } from '../support/machine-paths';
import { requirementName, requirementsFor, timerFor } from '../support/machine-spec';
import { stateLabel } from './named-paths';

/** One step as `show` and `replay` print it: its event, the state it must end in, what is checked there. */
export type PrintedStep = { title: string; checks: string[] };

const generatedCheck = 'state and context equal the generated path';

export function printedSteps(plan: MachinePathPlan, path: MachinePath): PrintedStep[] {
  return path.steps.map(({ event, state }, index) => {
    const before: AnyMachineSnapshot | undefined = path.steps[index - 1]?.state;
    const checks: string[] = [];
    const { spec } = plan;
    if (spec) {
      const timer = before && event.type.startsWith('xstate.after.') ? timerFor(spec, before, state) : undefined;
      if (timer) checks.push(requirementName(spec, timer));
      checks.push(...requirementsFor(spec, state).map((requirement) => requirementName(spec, requirement)));
    }
    checks.push(generatedCheck);
    return { title: `${index + 1}. ${describeEvent(event)}  →  ${stateLabel(state.value)}`, checks };
  });
}

/** Said once under a path whose machine has no spec yet, so nobody mistakes its replay for a spec check. */
export const noSpecNote =
  'This machine has no spec in its plan yet: each step checks only that it matches the generated path, and timers run on the machine’s own delays.';
