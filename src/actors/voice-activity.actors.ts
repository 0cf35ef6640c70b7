import { fromCallback, fromPromise, type EventObject } from 'xstate';
import {
  conversationSeconds,
  heartbeatIntervalMs,
  type HeartbeatInput,
  type VoiceActivity,
} from '../../machines/voice-activity/voice-activity.machine';
import { reportFailure } from '../lib/failure-reports';
import { callVisitorFunction } from '../lib/visitor-call';
import { trackSiteEvent } from '../lib/site-events';
import { reportMachineFailure } from './report-failure';

/** record_voice_event's arguments for one activity. */
function voiceEventArguments(slug: string, activity: VoiceActivity) {
  switch (activity.kind) {
    case 'opened':
      return { p_slug: slug, p_kind: activity.kind };
    case 'started':
      return { p_slug: slug, p_kind: activity.kind, p_call_id: activity.callId };
    case 'ended':
      return {
        p_slug: slug,
        p_kind: activity.kind,
        p_duration_s: activity.durationS,
        p_ended_by: activity.endedBy,
        ...(activity.callId === null ? {} : { p_call_id: activity.callId }),
      };
  }
}

/** One row through the security-definer function; a refusal (unknown slug, too many a minute) is thrown. */
export async function writeVoiceActivity({ slug, activity }: { slug: string; activity: VoiceActivity }) {
  // The funnel counts calls without the page's slug; staff see this page's own activity in the rows below.
  if (activity.kind === 'started') trackSiteEvent({ kind: 'call_started' });
  if (activity.kind === 'ended') trackSiteEvent({ kind: 'call_ended', seconds: activity.durationS });
  await callVisitorFunction('record_voice_event', voiceEventArguments(slug, activity));
}

/**
 * Every heartbeatIntervalMs, the talk time so far by the page's clock (as the end's length is measured). A beat that
 * fails is not reported: the next one carries the same news, and the end's own write reports a real outage.
 */
const heartbeat = fromCallback<EventObject, HeartbeatInput>(({ input }) => {
  const beat = () =>
    callVisitorFunction('record_voice_heartbeat', {
      p_slug: input.slug,
      p_call_id: input.callId,
      p_talk_seconds: conversationSeconds(input.startedAt, Date.now()),
    });
  const timer = setInterval(() => void beat().catch(() => {}), heartbeatIntervalMs);
  return () => clearInterval(timer);
});

/**
 * One row sent as the page goes: a `keepalive` request, which the browser finishes after the page has closed; the
 * JSON body is small, well inside keepalive's limit.
 */
function writeVoiceActivityBeforeLeaving({ slug, activity }: { slug: string; activity: VoiceActivity }) {
  if (activity.kind === 'ended') trackSiteEvent({ kind: 'call_ended', seconds: activity.durationS });
  callVisitorFunction('record_voice_event', voiceEventArguments(slug, activity), { keepalive: true }).catch(
    (error: unknown) => reportFailure(error, { effect: 'voiceActivity.sendBeforeLeaving', level: 'warning' }),
  );
}

export const voiceActivityImplementations = {
  actors: {
    writeActivity: fromPromise<void, { slug: string; activity: VoiceActivity }>(({ input }) =>
      writeVoiceActivity(input),
    ),
    heartbeat,
  },
  actions: {
    // Activity is for staff; the visitor's page goes on whatever happens to the write, and the team hears of it.
    reportFailure: reportMachineFailure,
    sendBeforeLeaving: (_: unknown, write: { slug: string; activity: VoiceActivity }) =>
      writeVoiceActivityBeforeLeaving(write),
  },
};
