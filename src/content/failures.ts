import type { Failure } from '../../machines/shared/error-message';

/** What a failed read says after "Could not …:" when the server gave no reason. */
export const failedWithoutReason = 'the server gave no reason.';

/** What a refused write says after "Could not …:" when the server gave no reason. */
export const refusedWithoutReason = 'the server refused it.';

/**
 * A failure as a person reads it: "Could not export: <the server's reason>". Machines keep only the reason (null when
 * the server gave none), so the sentence around it is written here once. A write passes `refusedWithoutReason`.
 */
export const couldNot = (action: string, reason: string | null, withoutReason: string = failedWithoutReason): string =>
  `Could not ${action}: ${reason ?? withoutReason}`;

/** The server's reason for a failure a machine kept, or the words for a failure without one. */
export const reasonText = (failure: Failure, withoutReason: string = failedWithoutReason): string =>
  failure.reason ?? withoutReason;
