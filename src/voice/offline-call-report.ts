import { reportFailure } from '../lib/failure-reports';

/**
 * What the offline demo voice knows of a call when it ends, told to the local provider stand-in, which posts it to
 * the voice webhook as the provider's end-of-call report (supabase/local/offline-provider.ts). Only a local build
 * has an address for it: elsewhere the offline voice tells no one, and nothing leaves the device.
 */
export type OfflineCallReport = {
  /** The page's call id, as the provider would carry it in the call's metadata; null on the bare page. */
  voiceCallId: string | null;
  locale: string;
  startedAt: string;
  endedAt: string;
  endedReason: string;
  summary: string;
  lines: { speaker: 'assistant' | 'visitor'; seconds: number; text: string }[];
};

/** Browsers refuse a keepalive request whose body is over 64 KiB; a longer report goes as a plain request. */
const keepaliveBodyLimit = 60_000;

/** Posts each report to `url`, outliving the page if it is closing; a failure is a warning, the call is over. */
export const offlineCallReporter =
  (url: string) =>
  (report: OfflineCallReport): void => {
    const body = JSON.stringify(report);
    fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: body.length <= keepaliveBodyLimit,
    })
      .then((response) => {
        if (!response.ok) throw new Error(`The local provider stand-in answered ${response.status}`);
      })
      .catch((error: unknown) => reportFailure(error, { effect: 'offlineVoice.reportCall', level: 'warning' }));
  };
