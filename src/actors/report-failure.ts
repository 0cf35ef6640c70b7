import { isMachineSnapshot, type AnyActorRef, type StateValue } from 'xstate';
import type { FailureContext } from '../errors/error-report';
import { reportFailure } from '../lib/failure-reports';

/** A state value as one name: `counting.loading`; parallel regions side by side (`ready.edit.idle, ready.notes.idle`). */
export function stateName(value: StateValue): string {
  return statePaths(value).join(', ');
}

function statePaths(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [key] : statePaths(child).map((path) => `${key}.${path}`),
  );
}

/**
 * The machines' `reportFailure` action (machines/failure-report.ts), bound to the app's error reports. While an
 * action runs, `self.getSnapshot()` is still the snapshot the failing event arrived in, so the report names the
 * state the failure happened in, not the one the machine moves to.
 */
export function reportMachineFailure(
  { self }: { self: AnyActorRef },
  { error }: { error: unknown },
  level?: FailureContext['level'],
): void {
  const snapshot: unknown = self.getSnapshot();
  const where = isMachineSnapshot(snapshot) ? { machine: snapshot.machine.id, state: stateName(snapshot.value) } : {};
  reportFailure(error, { ...where, ...(level ? { level } : {}) });
}

/** The actions of a machine whose only action to bind is `reportFailure`. */
export const failureReportActions = { reportFailure: reportMachineFailure };
