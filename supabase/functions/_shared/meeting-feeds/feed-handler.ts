import { json, sameSecret } from '../http-answers.ts';
import type { FeedAddressPolicy } from './feed-address.ts';
import { runMeetingFeeds, type FeedWorkerDeps } from './feed-worker.ts';

/** The variable holding the secret the schedule's call carries, and the one that lets loopback feeds through. */
export const feedsSecretVariable = 'MEETING_FEEDS_SECRET';
export const allowLoopbackVariable = 'MEETING_FEEDS_ALLOW_LOOPBACK';

/** The secret on this machine when MEETING_FEEDS_SECRET is not set (the local stand-in only; a deploy must set it). */
export const localFeedsSecret = 'local-meeting-feeds-secret';

/** Loopback feeds are for tests on one machine: allowed only when the variable says `on`, never by default. */
export const feedPolicyFrom = (env: (name: string) => string | undefined): FeedAddressPolicy => ({
  allowLoopback: env(allowLoopbackVariable) === 'on',
});

/**
 * The meeting-feeds function as a plain `(request) => Promise<Response>`: a POST carrying the secret as a bearer
 * token fetches every calendar feed once and answers how many were read and how many failed.
 */
export function createFeedHandler(
  secret: string | undefined,
  deps: FeedWorkerDeps,
): (request: Request) => Promise<Response> {
  const expected = secret?.trim() ?? '';
  return async (request) => {
    if (request.method !== 'POST') return json(405, { error: 'Use POST.' });
    if (expected === '')
      return json(500, { error: `${feedsSecretVariable} is not set: the function refuses every call.` });
    const given = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
    if (!sameSecret(given, expected)) return json(401, { error: 'Missing or wrong bearer secret.' });
    return json(200, await runMeetingFeeds(deps));
  };
}
