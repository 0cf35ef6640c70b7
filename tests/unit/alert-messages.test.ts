import { describe, expect, it } from 'vitest';
import { locales } from '../../src/i18n/locales';
import fc from 'fast-check';
import {
  acknowledgementWording,
  greetableFirstName,
} from '../../supabase/functions/_shared/alerts/acknowledgement-wording';
import { replyWindowMs } from '../../machines/inbox/reply-deadline';
import { brand } from '../../src/content/brand';
import { isPlainAddress as siteIsPlainAddress, telHref as dashboardTelHref } from '../../machines/shared/contact-rules';
import { defaultBrand } from '../../supabase/functions/_shared/alerts/alert-config';
import type { AlertJob } from '../../supabase/functions/_shared/alerts/alert-job';
import {
  chatFor,
  emailFor,
  formatTime,
  minutesLeft,
  replyWindowMinutes,
} from '../../supabase/functions/_shared/alerts/alert-messages';
import { escapeTeams, isPlainAddress, oneLine, telHref } from '../../supabase/functions/_shared/alerts/safe-text';
import {
  callReportWording,
  endedReasonWords,
  readCallReport,
} from '../../supabase/functions/_shared/alerts/call-report-wording';
import { callReportsCopy, endedReasonText } from '../../src/content/call-reports';
import { callOutcome } from '../../src/actors/lead-calls.actors';

const created = Date.parse('2026-11-24T17:32:00.000Z');
const hostile = {
  firstName: 'Ada <img src=x onerror=alert(1)>',
  lastName: 'Love\r\nBcc: evil@example.com',
  business: `<script>alert("x")</script> & <b>bold</b> *star* {{DATE(2020-01-01T00:00:00Z)}}\n${'y'.repeat(5_000)}`,
};

const job = (change: Partial<AlertJob> = {}): AlertJob => ({
  id: '6f1c0c52-2b8e-4d6e-9a55-0d8b3f3c2a10',
  kind: 'new_lead',
  channel: 'email',
  recipient: 'admin@example.com',
  attempt: 1,
  maxAttempts: 12,
  backoffBaseMs: 2000,
  backoffMaxMs: 300_000,
  timeZone: 'Europe/Paris',
  lead: {
    id: '00000000-0000-4000-8000-000000000001',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '+44 (20) 7946-0000',
    business: 'Dental practice, 3 locations',
    createdAt: new Date(created).toISOString(),
    replyDueAt: new Date(created + 10 * 60_000).toISOString(),
    locale: 'en',
    repeatOf: null,
  },
  ...change,
});

/** The acknowledgement of the sample lead, sent from the site in `locale`. */
const acknowledgementIn = (locale: string) => {
  const sample = job();
  return emailFor({ ...sample, kind: 'acknowledgement', lead: sample.lead && { ...sample.lead, locale } }, context);
};

const hostileJob = (change: Partial<AlertJob> = {}) => {
  const base = job(change);
  return { ...base, lead: base.lead && { ...base.lead, ...hostile } };
};

const context = { siteUrl: 'https://www.example.com', brand: 'Ringwise', now: created + 1_000 };

describe('what the alerts say', () => {
  it('a new lead: name, business, a tel: link, the email, the reply due in the admin’s time zone and "in 10 minutes", the panel link', () => {
    const email = emailFor(job(), context);
    expect(email.subject).toBe('New demo request: Ada Lovelace, Dental practice, 3 locations');
    expect(email.text).toContain('Reply due by 6:42 PM GMT+1 (in 10 minutes)');
    expect(email.text).toContain('Name: Ada Lovelace');
    expect(email.text).toContain('Business: Dental practice, 3 locations');
    expect(email.text).toContain('Email: ada@example.com');
    expect(email.text).toContain(
      'Open the lead: https://www.example.com/admin/dashboard/00000000-0000-4000-8000-000000000001',
    );
    expect(email.html).toContain('<a href="tel:+442079460000">+44 (20) 7946-0000</a>');
    expect(email.html).toContain('<a href="mailto:ada@example.com">ada@example.com</a>');
    expect(email.html).toContain('href="https://www.example.com/admin/dashboard/00000000-0000-4000-8000-000000000001"');
  });

  it('a person who asks again: "Asked again" with their details, no new reply deadline, and a link to their first request', () => {
    const sample = job();
    const first = '00000000-0000-4000-8000-0000000000f1';
    const again = { ...sample, lead: sample.lead && { ...sample.lead, repeatOf: first } };
    const email = emailFor(again, context);
    expect(email.subject).toBe('Asked again: Ada Lovelace, Dental practice, 3 locations');
    expect(email.text).toContain('Ada Lovelace asked for a demo again.');
    expect(email.text).toContain('Phone: +44 (20) 7946-0000');
    expect(`${email.text} ${email.html}`).not.toContain('Reply due');
    expect(email.text).toContain(`Open the first request: https://www.example.com/admin/dashboard/${first}`);
    const slack = JSON.stringify(chatFor(again, context, 'slack'));
    expect(slack).toContain('A lead asked for a demo again');
    expect(slack).not.toContain('Reply due');
  });

  it('an escalation at 7 minutes says "3 minutes left"; sent late, it says how overdue the lead is', () => {
    const onTime = emailFor(job({ kind: 'escalation' }), { ...context, now: created + 7 * 60_000 });
    expect(onTime.subject).toBe('3 minutes left: Ada Lovelace, Dental practice, 3 locations is still New');
    expect(onTime.text).toContain('Nobody has answered Ada Lovelace');
    const late = emailFor(job({ kind: 'escalation' }), { ...context, now: created + 12 * 60_000 + 5_000 });
    expect(late.subject).toMatch(/^Overdue by 2 minutes: /);
    expect(late.text).toContain('(overdue by 2 minutes)');
  });

  it('an escalation sent at its deadline says "Due now" in its subject and "(due now)" in its text, never "Overdue by 0 minutes"', () => {
    const atDeadline = emailFor(job({ kind: 'escalation' }), { ...context, now: created + 10 * 60_000 + 30_000 });
    expect(atDeadline.subject).toBe('Due now: Ada Lovelace, Dental practice, 3 locations is still New');
    expect(atDeadline.text).toContain('(due now)');
    expect(`${atDeadline.subject} ${atDeadline.text} ${atDeadline.html}`).not.toContain('0 minutes');
  });

  it('an escalation email does not tell an admin who gets every new lead that they receive escalations (only)', () => {
    const email = emailFor(job({ kind: 'escalation' }), { ...context, now: created + 7 * 60_000 });
    expect(email.text).not.toContain('You receive escalations.');
    expect(email.text).toContain(
      'Escalations go to every admin who receives alerts. To change what you receive, open the Alerts screen:',
    );
  });

  it('the acknowledgement promises a person within 10 minutes, in text and HTML, without images or the visitor’s text', () => {
    const plain = emailFor(job({ kind: 'acknowledgement', recipient: 'ada@example.com' }), context);
    expect(plain.subject).toBe('We got your demo request');
    expect(plain.text).toContain('Hi Ada,');
    expect(plain.text).toContain('A real person from our team will get back to you within 10 minutes');
    expect(plain.html).toContain('A real person from our team will get back to you within 10 minutes');
    expect(plain.html).not.toMatch(/<img|<script|src=|url\(|<link|background=/i);
    const email = emailFor(hostileJob({ kind: 'acknowledgement', recipient: 'ada@example.com' }), context);
    expect(email.text).not.toContain('script');
    expect(email.text).not.toContain('img');
    expect(email.text).toContain('Hello,');
  });

  it('the acknowledgement of a request named "Claim your refund at" "https://evil.example/r" holds nothing the visitor typed, in any language', () => {
    const spam = { firstName: 'Claim your refund at', lastName: 'https://evil.example/r', business: 'Buy now' };
    for (const locale of locales) {
      const sample = job({ kind: 'acknowledgement', recipient: 'target+1@example.net' });
      const email = emailFor({ ...sample, lead: sample.lead && { ...sample.lead, ...spam, locale } }, context);
      for (const part of [email.subject, email.text, email.html]) {
        for (const typed of ['Claim', 'refund', 'evil', 'https://evil', 'Buy now'])
          expect(part, locale).not.toContain(typed);
      }
    }
  });

  it('a first name is greeted only when it is a plain name of at most 40 letters', () => {
    for (const name of ['Ada', 'Jean-Luc', "O'Brien", 'Zoë', 'Łucja', 'a'.repeat(40)]) {
      expect(greetableFirstName(name), name).toBe(name);
    }
    for (const name of [
      'Claim your refund at',
      'Ada2',
      'www.evil.example',
      'http://x',
      'Ada!',
      '-Ada',
      "Ada'",
      'a'.repeat(41),
      '',
    ]) {
      expect(greetableFirstName(name), name).toBeNull();
    }
  });

  it('the acknowledgement is written in the language of the page the request was sent from', () => {
    const spanish = acknowledgementIn('es');
    expect(spanish.subject).toBe('Hemos recibido su solicitud de demo');
    expect(spanish.text).toContain('Hola, Ada:');
    expect(spanish.text).toContain('se pondrá en contacto con usted en menos de 10 minutos');
    expect(spanish.text).toContain('El equipo de Ringwise');
    expect(spanish.html).toContain('<html lang="es">');
    expect(acknowledgementIn('fr').subject).toBe('Nous avons bien reçu votre demande de démo');
    expect(acknowledgementIn('fr').text).toContain('vous répondra d’ici 10 minutes');
    expect(acknowledgementIn('de').subject).toBe('Wir haben Ihre Demo-Anfrage erhalten');
    expect(acknowledgementIn('de').text).toContain('Guten Tag,');
    expect(acknowledgementIn('de').text).not.toContain('Lovelace');
    expect(acknowledgementIn('de').text).toContain('innerhalb von 10 Minuten');
    // English is unchanged; a code no page has (which the database refuses anyway) falls back to it.
    expect(acknowledgementIn('en').html).toContain('<html lang="en">');
    expect(acknowledgementIn('xx')).toEqual(acknowledgementIn('en'));
    expect(acknowledgementIn('toString')).toEqual(acknowledgementIn('en'));
  });

  it('the acknowledgement links to /book in its language with the lead’s key, so the prospect picks a time at once', () => {
    const key = '6b1f3c2a-9d4e-4f6a-8b7c-1a2b3c4d5e6f';
    const sample = job();
    const ack = (locale: string) =>
      emailFor(
        { ...sample, kind: 'acknowledgement', lead: sample.lead && { ...sample.lead, locale } },
        { ...context, bookingKey: key },
      );
    expect(ack('en').text).toContain(`Pick a time now: ${context.siteUrl}/book?lead=${key}`);
    expect(ack('de').text).toContain(`Jetzt einen Termin wählen: ${context.siteUrl}/de/book?lead=${key}`);
    expect(ack('es').html).toContain(`href="${context.siteUrl}/es/book?lead=${key}"`);
    expect(acknowledgementIn('en').text).not.toContain('/book');
  });

  it('the acknowledgement has its words in every language of the site and no other', () => {
    expect(Object.keys(acknowledgementWording).sort()).toEqual([...locales].sort());
    for (const locale of locales) {
      const email = acknowledgementIn(locale);
      expect(email.subject, locale).not.toBe('');
      expect(email.text, locale).toContain('10');
      expect(email.text, locale).toContain('Ringwise');
    }
  });

  it('a test alert names the product and the time it was sent', () => {
    const email = emailFor(job({ kind: 'test', lead: null }), context);
    expect(email.subject).toBe('Test alert from Ringwise');
    expect(email.text).toContain('sent from the Alerts screen at 6:32 PM GMT+1');
  });

  it('hostile input stays text: escaped in HTML, no CR/LF in a subject, clipped in chat, inert in Slack and Teams', () => {
    const email = emailFor(hostileJob(), context);
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.subject.length).toBeLessThanOrEqual(200);
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(email.text).toContain('Name: Ada <img src=x onerror=alert(1)> Love Bcc: evil@example.com');

    const slack = chatFor(hostileJob({ channel: 'chat' }), context, 'slack') as { text: string; blocks: unknown[] };
    expect(slack.text).not.toMatch(/[<>]/);
    // The fallback is read as mrkdwn: a visitor's *formatting* or bare link must not reach it.
    const chatJob = job({ channel: 'chat' });
    const marked = { firstName: '*Urgent*', business: 'visit www.evil.example now' };
    const formatted = chatFor(
      { ...chatJob, lead: chatJob.lead && { ...chatJob.lead, ...marked } },
      context,
      'slack',
    ) as {
      text: string;
    };
    expect(formatted.text).not.toContain('*');
    expect(formatted.text).not.toContain('evil');
    const fields = JSON.stringify(slack.blocks);
    expect(fields).toContain('"type":"plain_text","text":"<script>alert(\\"x\\")</script>');
    for (const block of slack.blocks as { fields?: { text: string }[] }[]) {
      for (const field of block.fields ?? []) expect(field.text.length).toBeLessThanOrEqual(2_000);
    }

    const teams = JSON.stringify(chatFor(hostileJob({ channel: 'chat' }), context, 'teams'));
    expect(teams).not.toContain('{{DATE(');
    expect(teams).toContain('\\\\{\\\\{DATE\\\\(2020');
    expect(teams).toContain('{{TIME(2026-11-24T17:42:00Z)}}');
  });

  it('Slack gets Block Kit with a plain-text fallback and the due time in each reader’s own zone', () => {
    const slack = chatFor(job({ channel: 'chat' }), context, 'slack') as { text: string; blocks: { type: string }[] };
    expect(slack.text).toBe(
      'New demo request · Reply due by 6:42 PM GMT+1 (in 10 minutes) · https://www.example.com/admin/dashboard/00000000-0000-4000-8000-000000000001',
    );
    expect(slack.blocks.map((block) => block.type)).toEqual(['header', 'section', 'section', 'context', 'actions']);
    expect(JSON.stringify(slack.blocks)).toContain(`<!date^${(created + 600_000) / 1000}^{time}|6:42 PM GMT+1>`);
    expect(JSON.stringify(slack.blocks)).toContain('<tel:+442079460000|+44 (20) 7946-0000>');
  });

  it('Teams gets a Workflows message with one adaptive card and an Open the lead action', () => {
    const teams = chatFor(job({ channel: 'chat' }), context, 'teams') as {
      type: string;
      attachments: { contentType: string; content: { type: string; actions: { url: string }[] } }[];
    };
    expect(teams.type).toBe('message');
    expect(teams.attachments[0]?.contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(teams.attachments[0]?.content.type).toBe('AdaptiveCard');
    expect(teams.attachments[0]?.content.actions[0]?.url).toBe(
      'https://www.example.com/admin/dashboard/00000000-0000-4000-8000-000000000001',
    );
  });
});

describe('what a call report alert says', () => {
  const prospectSaid = [
    'Hi, <b>I</b> run a clinic & we miss calls',
    'About 400 calls a month',
    'Can it book appointments?',
    'Please call me back tomorrow',
  ];
  const callJob = (change: Partial<AlertJob> = {}): AlertJob =>
    job({
      kind: 'call_report',
      callReport: readCallReport({
        delivery_id: 'd',
        duration_seconds: '125.4',
        ended_reason: 'customer-ended-call',
        summary: 'The prospect runs a clinic <script>alert(1)</script> and wants a call back.',
        outcome: {
          followUp: true,
          monthlyCallVolume: 400,
          nextStep: 'Call back tomorrow',
          questions: ['Can it book?'],
        },
        transcript: [
          { speaker: 'assistant', seconds: 0, text: 'Hello, I am the assistant.' },
          ...prospectSaid.map((text, index) => ({ speaker: 'visitor', seconds: index + 1, text })),
        ],
      }),
      ...change,
    });

  it('names the prospect, the call’s length, how it ended, the summary, the outcome, and links to the lead', () => {
    const email = emailFor(callJob(), context);
    expect(email.subject).toBe('Voice demo call: Ada Lovelace, Dental practice, 3 locations');
    expect(email.text).toContain('Ada Lovelace talked to the assistant on their voice page for 2 min 5 s.');
    expect(email.text).toContain('Call length: 2 min 5 s');
    expect(email.text).toContain('How it ended: The prospect hung up');
    expect(email.text).toContain('Summary: The prospect runs a clinic');
    expect(email.text).toContain('Follow-up: Yes');
    expect(email.text).toContain('Calls a month: 400');
    expect(email.text).toContain('Next step: Call back tomorrow');
    expect(email.text).toContain('Questions: Can it book?');
    expect(email.text).toContain(
      'Open the lead: https://www.example.com/admin/dashboard/00000000-0000-4000-8000-000000000001',
    );
    expect(email.text).not.toContain('Reply due');
  });

  it('what the prospect said is text in the email’s HTML, never markup', () => {
    const { html } = emailFor(callJob(), context);
    expect(html).not.toContain('<b>I</b>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('“Hi, &lt;b&gt;I&lt;/b&gt; run a clinic &amp; we miss calls”');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('the chat post quotes at most three of the prospect’s lines, none of the assistant’s', () => {
    const slack = JSON.stringify(chatFor(callJob({ channel: 'chat' }), context, 'slack'));
    expect(slack).toContain('About 400 calls a month');
    expect(slack).toContain('Can it book appointments?');
    expect(slack).not.toContain('Please call me back tomorrow');
    expect(slack).not.toContain('Hello, I am the assistant.');
    const teams = JSON.stringify(chatFor(callJob({ channel: 'chat' }), context, 'teams'));
    expect(teams).not.toContain('Please call me back tomorrow');
    expect(teams).toContain('run a clinic');
  });

  it('a Slack post keeps every section within Block Kit’s ten fields', () => {
    const slack = chatFor(callJob({ channel: 'chat' }), context, 'slack') as { blocks: { fields?: unknown[] }[] };
    for (const block of slack.blocks) expect((block.fields ?? []).length).toBeLessThanOrEqual(10);
    expect(JSON.stringify(slack.blocks)).toContain('Follow-up');
  });

  it('an outcome not said reads "Not said", and a length under a minute in seconds', () => {
    const quiet = readCallReport({
      delivery_id: 'd',
      duration_seconds: 42,
      ended_reason: null,
      summary: null,
      outcome: { followUp: 'yes' },
      transcript: [],
    });
    const email = emailFor(job({ kind: 'call_report', callReport: quiet }), context);
    expect(email.text).toContain('Call length: 42 s');
    expect(email.text).toContain('Follow-up: Not said');
    expect(email.text).not.toContain('The prospect said');
  });
});

describe('phone links', () => {
  it.each([
    ['+1 (555) 010-9999 ext. 12', 'tel:+15550109999,12'],
    ['+1 (555) 010-9999 extension 12', 'tel:+15550109999,12'],
    ['555-0100 x7', 'tel:5550100,7'],
    ['555-0100 EXT 7', 'tel:5550100,7'],
    ['+1 (555) 010-9999', 'tel:+15550109999'],
  ])('%s dials the extension after a pause: %s', (phone, href) => {
    expect(dashboardTelHref(phone)).toBe(href);
  });
});

describe('the rules the worker repeats from the app, kept equal', () => {
  it('the tel: link rule', () => {
    for (const phone of ['+1 (555) 0100', '555-0100 ext. 7', '555-0100 x7', '+44 20 7946 0000;1#', 'call me']) {
      expect(telHref(phone)).toBe(dashboardTelHref(phone));
    }
    fc.assert(
      fc.property(
        fc.stringMatching(/^[-+0-9 ().;=extnsio/#a]{0,24}$/),
        (phone) => telHref(phone) === dashboardTelHref(phone),
      ),
      { numRuns: 2000 },
    );
  });

  it('the plain-address rule', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.emailAddress(), fc.string(), fc.stringMatching(/^[a-z+?%#"' .]{1,8}@[a-z.%-]{1,8}(\?bcc=x)?$/)),
        (email) => isPlainAddress(email) === siteIsPlainAddress(email),
      ),
      { numRuns: 2000 },
    );
  });

  it('a call’s words and its outcome’s reading, as the lead panel has them', () => {
    for (const reason of [...Object.keys(endedReasonWords), 'something-else']) {
      expect(endedReasonWords[reason] ?? reason).toBe(endedReasonText(reason));
    }
    for (const key of ['followUp', 'nextStep', 'questions', 'yes', 'no', 'notSaid'] as const) {
      expect(callReportWording[key]).toBe(callReportsCopy[key]);
    }
    expect(callReportWording.monthlyCalls).toBe(callReportsCopy.monthlyCalls);
    for (const outcome of [
      { followUp: true, monthlyCallVolume: 40, nextStep: 'x', questions: ['a', 3] },
      { followUp: 'yes', monthlyCallVolume: '40', nextStep: ' ', questions: 'a' },
      null,
      [],
    ]) {
      const read = readCallReport({
        delivery_id: 'd',
        duration_seconds: null,
        ended_reason: null,
        summary: null,
        outcome,
        transcript: [],
      });
      expect(read.outcome).toEqual(callOutcome(outcome));
    }
  });

  it('the 10-minute reply window and the brand', () => {
    expect(replyWindowMinutes * 60_000).toBe(replyWindowMs);
    expect(defaultBrand).toBe(brand.name);
  });
});

describe('text helpers', () => {
  it('oneLine removes every control and line-separator character and clips with an ellipsis', () => {
    expect(oneLine('a\r\nb\u2028c\u0000d\te', 100)).toBe('a b c d e');
    expect(oneLine('x'.repeat(10), 5)).toBe('xxxx…');
  });

  it('isPlainAddress refuses anything an email parser or a mailto: link could read as more than one plain address', () => {
    expect(isPlainAddress('ada.lovelace+demo@example.co.uk')).toBe(true);
    const hiddenBcc = 'grace@example.com?bcc=spy%40attacker.example&subject=Hi';
    for (const bad of [
      '"A" <a@b.co>',
      'a@b.co,c@d.co',
      'a@b.co\r\nBcc: c@d.co',
      'a b@c.co',
      'a@b',
      '<a@b.co>',
      hiddenBcc,
      'a%40b@c.co',
      'a#b@c.co',
    ]) {
      expect(isPlainAddress(bad)).toBe(false);
    }
  });

  it('escapeTeams escapes Markdown and card functions', () => {
    expect(escapeTeams('**[x](y)** {{TIME()}}')).toBe('\\*\\*\\[x\\]\\(y\\)\\*\\* \\{\\{TIME\\(\\)\\}\\}');
  });

  it('formatTime and minutesLeft', () => {
    expect(formatTime('2026-11-24T17:42:00.000Z', 'America/New_York')).toBe('12:42 PM EST');
    expect(formatTime('2026-11-24T17:42:00.000Z', 'Nowhere/Special')).toBe('5:42 PM UTC');
    expect(minutesLeft('2026-11-24T17:42:00.000Z', Date.parse('2026-11-24T17:32:00.001Z'))).toBe(10);
    expect(minutesLeft('2026-11-24T17:42:00.000Z', Date.parse('2026-11-24T17:39:00.000Z'))).toBe(3);
    expect(minutesLeft('2026-11-24T17:42:00.000Z', Date.parse('2026-11-24T17:42:00.000Z'))).toBe(0);
    expect(minutesLeft('2026-11-24T17:42:00.000Z', Date.parse('2026-11-24T17:44:59.000Z'))).toBe(-2);
  });
});
