import type { PGlite } from '@electric-sql/pglite';
import { createVapiWebhookHandler } from '../functions/_shared/voice/vapi-webhook-handler.ts';
import { reportOutcome } from '../functions/_shared/voice/voice-report-store.ts';

/**
 * The vapi-webhook Edge Function as the stand-in serves it: the same handler, storing through the same database
 * function the deployed one calls over PostgREST, here on the stand-in's own database.
 */
export const localVapiWebhook = (db: PGlite, secret: string) =>
  createVapiWebhookHandler(secret, {
    store: {
      async record(report) {
        const { rows } = await db.query<{ outcome: string }>(
          'select public.record_voice_call_report($1::jsonb) as outcome',
          [JSON.stringify(report)],
        );
        return reportOutcome(rows[0]?.outcome);
      },
    },
    tools: {
      async freeSlots() {
        const { rows } = await db.query<{ starts_at: Date; ends_at: Date }>(
          'select starts_at, ends_at from public.booking_slots()',
        );
        return rows.map((row) => ({ startsAt: row.starts_at.toISOString(), endsAt: row.ends_at.toISOString() }));
      },
      async book(voiceCallId, startsAt) {
        const { rows } = await db.query<{ answer: unknown }>('select public.assistant_book_meeting($1, $2) as answer', [
          voiceCallId ?? '',
          startsAt,
        ]);
        return rows[0]?.answer ?? null;
      },
    },
  });
