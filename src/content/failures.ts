import { failedWithoutReason } from '../../machines/shared/error-message';

/**
 * A failure as a person reads it: "Could not export: <the server's reason>". Machines keep only the reason (null when
 * the server gave none), so the sentence around it is written here once.
 */
export const couldNot = (action: string, reason: string | null): string =>
  `Could not ${action}: ${reason ?? failedWithoutReason}`;
