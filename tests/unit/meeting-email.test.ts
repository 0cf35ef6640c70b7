import { describe, expect, it } from 'vitest';
import type { AlertJob, MeetingKind } from '../../supabase/functions/_shared/alerts/alert-job.ts';
import { meetingEmailFor, type MeetingEmailFacts } from '../../supabase/functions/_shared/alerts/meeting-email.ts';
import { writeCalendar } from '../../supabase/local/calendar-writer';
import { readInvitation } from '../support/calendar-file';

const context = { siteUrl: 'https://ringwise.example', brand: 'Ringwise', now: Date.parse('2026-11-28T10:00:00Z') };

const facts = (change: Partial<MeetingEmailFacts> = {}): MeetingEmailFacts => ({
  uid: '7d0c2f6e-1111-4a4a-9b9b-0123456789ab@ringwise',
  sequence: 0,
  status: 'booked',
  startsAt: '2026-12-01T14:00:00+00:00',
  endsAt: '2026-12-01T14:30:00+00:00',
  hostName: 'Ada Host',
  hostEmail: 'ada@ringwise.example',
  hostTimeZone: 'Europe/Berlin',
  prospectName: 'Grace Hopper',
  prospectEmail: 'grace@example.com',
  rescheduleToken: 'r'.repeat(48),
  cancelToken: 'c'.repeat(48),
  locale: 'en',
  forHost: false,
  ...change,
});

const job = (kind: MeetingKind): AlertJob & { kind: MeetingKind } => ({
  id: 'job-1',
  kind,
  channel: 'email',
  recipient: 'grace@example.com',
  attempt: 1,
  maxAttempts: 12,
  backoffBaseMs: 1000,
  backoffMaxMs: 60_000,
  timeZone: 'UTC',
  lead: null,
});

function attachmentOf(kind: MeetingKind, change: Partial<MeetingEmailFacts> = {}) {
  const email = meetingEmailFor(job(kind), facts(change), context, writeCalendar);
  const [file] = email.attachments ?? [];
  return {
    email,
    file,
    invitation: file ? readInvitation(Buffer.from(file.content, 'base64').toString('utf8')) : null,
  };
}

describe('meeting emails', () => {
  it('invites with a REQUEST calendar file: stable UID, sequence 0, UTC times, the host organises, the prospect attends', () => {
    const { file, invitation } = attachmentOf('meeting_request');
    expect(file?.contentType).toBe('text/calendar; method=REQUEST; charset=UTF-8');
    expect(invitation).toMatchObject({
      method: 'REQUEST',
      uid: '7d0c2f6e-1111-4a4a-9b9b-0123456789ab@ringwise',
      sequence: 0,
      start: '2026-12-01T14:00:00.000Z',
      startIsUtc: true,
      end: '2026-12-01T14:30:00.000Z',
      organizer: 'mailto:ada@ringwise.example',
      attendees: [{ address: 'mailto:grace@example.com', partstat: 'NEEDS-ACTION', rsvp: 'TRUE' }],
    });
  });

  it('announces a move with the same UID and the higher sequence', () => {
    const { email, invitation } = attachmentOf('meeting_request', {
      sequence: 2,
      startsAt: '2026-12-02T09:00:00Z',
      endsAt: '2026-12-02T09:30:00Z',
    });
    expect(email.subject).toMatch(/^Moved: /);
    expect(invitation).toMatchObject({ uid: facts().uid, sequence: 2, start: '2026-12-02T09:00:00.000Z' });
  });

  it('cancels with method CANCEL and status CANCELLED under the same UID', () => {
    const { file, invitation } = attachmentOf('meeting_cancel', { status: 'cancelled', sequence: 1 });
    expect(file?.contentType).toBe('text/calendar; method=CANCEL; charset=UTF-8');
    expect(invitation).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: facts().uid, sequence: 1 });
  });

  it('gives the prospect links to move and cancel, and the host none', () => {
    const prospect = meetingEmailFor(job('meeting_request'), facts(), context, writeCalendar);
    expect(prospect.text).toContain(`https://ringwise.example/book?reschedule=${'r'.repeat(48)}`);
    expect(prospect.text).toContain(`https://ringwise.example/book?cancel=${'c'.repeat(48)}`);
    const host = meetingEmailFor(job('meeting_request'), facts({ forHost: true }), context, writeCalendar);
    expect(host.text).not.toContain('/book?');
    // The host reads the time in their own zone.
    expect(host.subject).toContain('15:00');
  });

  it('reminds without a calendar file', () => {
    const email = meetingEmailFor(job('meeting_reminder_hour'), facts(), context, writeCalendar);
    expect(email.subject).toBe('Reminder: your Ringwise demo in one hour');
    expect(email.attachments).toBeUndefined();
  });

  it("writes the prospect's emails in the lead's language, and the host's copy in English", () => {
    const invited = meetingEmailFor(job('meeting_request'), facts({ locale: 'es' }), context, writeCalendar);
    expect(invited.subject).toBe('Reservada: demo de Ringwise el martes, 1 de diciembre de 2026, 14:00 UTC');
    expect(invited.text).toContain('Su demo con Ada Host es el martes, 1 de diciembre de 2026, 14:00 UTC.');
    expect(invited.text).toContain('Cambiarla: https://ringwise.example/book?reschedule=');
    expect(invited.html).toContain('<html lang="es">');
    const reminded = meetingEmailFor(job('meeting_reminder_hour'), facts({ locale: 'de' }), context, writeCalendar);
    expect(reminded.subject).toBe('Erinnerung: Ihre Ringwise-Demo ist in einer Stunde');
    const cancelled = meetingEmailFor(job('meeting_cancel'), facts({ locale: 'fr' }), context, writeCalendar);
    expect(cancelled.text).toContain('La démo avec Ada Host du mardi 1 décembre 2026');
    const host = meetingEmailFor(
      job('meeting_request'),
      facts({ locale: 'es', forHost: true }),
      context,
      writeCalendar,
    );
    expect(host.subject).toBe('Booked: Ringwise demo on Tuesday, 1 December 2026 at 15:00 CET');
  });
});
