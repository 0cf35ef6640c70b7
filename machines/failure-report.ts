import type { ErrorActorEvent } from 'xstate';

/**
 * `reportFailure`: the action a machine runs when it meets a failure the team should hear about (a send or a load
 * that failed). Unbound it does nothing, so tests need not bind it; the app binds it to its error reports
 * (src/actors/report-failure.ts), which name the machine and the state the failure arrived in.
 */
export const reportFailure = (_args: unknown, _params: { error: unknown }): void => {};

/** The params of `reportFailure` for a failed invoke. */
export const failureOf = ({ event }: { event: ErrorActorEvent }): { error: unknown } => ({ error: event.error });
