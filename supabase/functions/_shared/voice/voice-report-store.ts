import type { Database } from '../../../../src/lib/database.types.ts';
import { serviceHeaders } from '../service-headers.ts';
import type { EndOfCallReport } from './end-of-call-report.ts';

/** What became of a delivered report: kept on its call, kept aside (unknown call), or already there. */
export type ReportOutcome = 'stored' | 'unmatched' | 'duplicate';

const outcomes: readonly ReportOutcome[] = ['stored', 'unmatched', 'duplicate'];

/** The webhook's only way into the database. */
export type VoiceReportStore = { record(report: EndOfCallReport): Promise<ReportOutcome> };

type RecordArgs = Database['public']['Functions']['record_voice_call_report']['Args'];

/** The database's answer as one of the outcomes; anything else is a schema this code does not know. */
export function reportOutcome(answer: unknown): ReportOutcome {
  const known = outcomes.find((outcome) => outcome === answer);
  if (known === undefined) throw new Error(`record_voice_call_report answered ${JSON.stringify(answer)}`);
  return known;
}

/**
 * The store over PostgREST with the service-role key. A refusal is reported by its status, code and message only:
 * PostgREST's `details` of a failed insert repeats the row, and the row holds what the visitor said.
 */
export function voiceReportStore(supabaseUrl: string, serviceRoleKey: string, fetcher: typeof fetch): VoiceReportStore {
  return {
    async record(report) {
      // The outcome is typed `unknown` inside, but it was parsed from JSON, so the whole report is JSON.
      const args: RecordArgs = { p_report: report as unknown as RecordArgs['p_report'] };
      const response = await fetcher(`${supabaseUrl}/rest/v1/rpc/record_voice_call_report`, {
        method: 'POST',
        headers: serviceHeaders(serviceRoleKey),
        body: JSON.stringify(args),
      });
      const text = await response.text();
      if (!response.ok) {
        const { code, message } = safeError(text);
        throw new Error(`record_voice_call_report answered ${response.status} ${code}: ${message}`);
      }
      return reportOutcome(JSON.parse(text));
    },
  };
}

function safeError(text: string): { code: string; message: string } {
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown };
    return { code: String(body.code ?? ''), message: String(body.message ?? '').slice(0, 200) };
  } catch {
    return { code: '', message: 'not JSON' };
  }
}
