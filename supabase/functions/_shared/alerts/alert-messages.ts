import { acknowledgementIn, greetableFirstName } from './acknowledgement-wording.ts';
import type { AlertCallReport, AlertJob, AlertLead } from './alert-job.ts';
import {
  callLengthText,
  callReportWording,
  endedReasonWords,
  followUpText,
  quotedLineMax,
  quotedLinesMax,
} from './call-report-wording.ts';
import { clip, escapeHtml, escapeSlack, escapeTeams, mailtoHref, oneLine, telHref } from './safe-text.ts';

/**
 * Every message the alerts send, built once as a card (what to say) and rendered for each output: an email's
 * plain text and HTML, a Slack Block Kit message, a Teams adaptive card. Staff messages are English (the admin area
 * is); the prospect's acknowledgement is in the lead's language (acknowledgement-wording.ts).
 */
export type AlertLocale = 'en';

/** A file sent with an email: its bytes in base64 and the MIME type it is sent as. */
export type EmailAttachment = { filename: string; content: string; contentType: string };

export type EmailMessage = { subject: string; text: string; html: string; attachments?: EmailAttachment[] };

export type ChatFormat = 'slack' | 'teams';

export type MessageContext = {
  /** Where the site is published: links to the lead's panel and the Alerts screen. */
  siteUrl: string;
  /** The product's name as the messages sign it. */
  brand: string;
  /** Milliseconds since the epoch, for "in 10 minutes" and "3 minutes left". */
  now: number;
  /** The lead's booking key: the acknowledgement links to /book with it, so the prospect picks a time at once. */
  bookingKey?: string | null;
};

/** The promise the landing page makes, in minutes (the same window as the inbox's countdown). */
export const replyWindowMinutes = 10;

type Field = { label: string; value: string; href?: string | undefined };

/** What a message says, before it is rendered for a channel. */
type Card = {
  /** The language the message is written in, for the email's `<html lang>`. */
  lang: string;
  subject: string;
  title: string;
  intro: string;
  fields: Field[];
  due: { at: string; phrase: string } | null;
  link: { label: string; url: string } | null;
  footer: string | null;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const wording = {
  en: {
    name: 'Name',
    business: 'Business',
    phone: 'Phone',
    email: 'Email',
    openLead: 'Open the lead',
    minutes: (count: number) => plural(count, 'minute', 'minutes'),
    dueIn: (minutes: string) => `in ${minutes}`,
    overdueBy: (minutes: string) => `overdue by ${minutes}`,
    dueNow: 'due now',
    replyDue: (time: string, phrase: string) => `Reply due by ${time} (${phrase})`,
    newLead: {
      subject: (who: string) => `New demo request: ${who}`,
      title: 'New demo request',
      intro: (name: string) => `${name} asked for a demo. Call or email them before the reply is due.`,
      footer: (screen: string) => `You receive every new lead. To change that, open the Alerts screen: ${screen}`,
    },
    // A person who asked again: worth knowing at once, but their first request's deadline is the promise.
    cameBack: {
      subject: (who: string) => `Asked again: ${who}`,
      title: 'A lead asked for a demo again',
      intro: (name: string) =>
        `${name} asked for a demo again. Their first request is the lead to work; this one sets no new reply deadline.`,
      openLead: 'Open the first request',
    },
    escalation: {
      left: (minutes: string) => `${minutes} left`,
      subject: (standing: string, who: string) => `${standing}: ${who} is still New`,
      title: (standing: string) => `${standing}: still New`,
      intro: (name: string) => `Nobody has answered ${name}'s demo request yet.`,
      // Sent to admins who chose every new lead and to those who chose escalations only: true for both.
      footer: (screen: string) =>
        `Escalations go to every admin who receives alerts. To change what you receive, open the Alerts screen: ${screen}`,
    },
    test: {
      subject: (brand: string) => `Test alert from ${brand}`,
      title: 'Test alert',
      intro: (brand: string, time: string) =>
        `Alerts from ${brand} reach you here. This test was sent from the Alerts screen at ${time}.`,
    },
  },
} as const;

type Wording = (typeof wording)['en'];

/** "6:42 PM GMT+1" in the time zone given; an unknown zone falls back to UTC. */
export function formatTime(iso: string, timeZone: string, locale: AlertLocale = 'en'): string {
  const options: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };
  const date = new Date(iso);
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
  }
}

/** Whole minutes until the reply is due (rounded up), or minus the whole minutes it is overdue. */
export function minutesLeft(replyDueAt: string, now: number): number {
  const ms = Date.parse(replyDueAt) - now;
  return ms > 0 ? Math.ceil(ms / 60_000) : -Math.floor(-ms / 60_000);
}

function duePhrase(words: Wording, left: number): string {
  if (left > 0) return words.dueIn(words.minutes(left));
  if (left === 0) return words.dueNow;
  return words.overdueBy(words.minutes(-left));
}

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

const fullName = (lead: AlertLead) => `${lead.firstName} ${lead.lastName}`;
const leadUrl = (context: MessageContext, lead: Pick<AlertLead, 'id'>) =>
  `${context.siteUrl}/admin/dashboard/${lead.id}`;
const alertsUrl = (context: MessageContext) => `${context.siteUrl}/admin/alerts`;

function leadFields(words: Wording, lead: AlertLead): Field[] {
  return [
    { label: words.name, value: oneLine(fullName(lead), 210) },
    { label: words.business, value: lead.business },
    { label: words.phone, value: lead.phone, href: telHref(lead.phone) },
    { label: words.email, value: oneLine(lead.email, 254), href: mailtoHref(lead.email) },
  ];
}

/** The call's fields: its length, how it ended, the summary, the outcome and a few of the prospect's own lines. */
function callFields(call: AlertCallReport): Field[] {
  const words = callReportWording;
  const outcome = call.outcome;
  const optional = (label: string, value: string | null | undefined): Field[] =>
    value === null || value === undefined || value.trim() === '' ? [] : [{ label, value }];
  return [
    { label: words.callLength, value: callLengthText(call.durationSeconds) },
    ...optional(
      words.endedHow,
      call.endedReason === null ? null : (endedReasonWords[call.endedReason] ?? call.endedReason),
    ),
    ...optional(words.summary, call.summary),
    { label: words.followUp, value: followUpText(outcome?.followUp ?? null) },
    ...optional(words.monthlyCalls, outcome?.monthlyCallVolume?.toLocaleString('en') ?? null),
    ...optional(words.nextStep, outcome?.nextStep),
    ...optional(words.questions, outcome?.questions.join('\n')),
    ...optional(
      words.said,
      call.prospectLines
        .slice(0, quotedLinesMax)
        .map((line) => `“${oneLine(line, quotedLineMax)}”`)
        .join('\n'),
    ),
  ];
}

function cardFor(job: AlertJob, context: MessageContext, locale: AlertLocale): Card {
  const words = wording[locale];
  const lead = job.lead;
  if (job.kind === 'test' || lead === null) {
    const time = formatTime(new Date(context.now).toISOString(), job.timeZone, locale);
    return {
      lang: locale,
      subject: words.test.subject(context.brand),
      title: words.test.title,
      intro: words.test.intro(context.brand, time),
      fields: [],
      due: null,
      link: null,
      footer: null,
    };
  }
  const who = oneLine(`${fullName(lead)}, ${lead.business}`, 120);
  const left = minutesLeft(lead.replyDueAt, context.now);
  const due = { at: formatTime(lead.replyDueAt, job.timeZone, locale), phrase: duePhrase(words, left) };
  const link = { label: words.openLead, url: leadUrl(context, lead) };
  switch (job.kind) {
    case 'call_report': {
      const call = job.callReport ?? {
        durationSeconds: null,
        endedReason: null,
        summary: null,
        outcome: null,
        prospectLines: [],
      };
      return {
        lang: locale,
        subject: callReportWording.subject(who),
        title: callReportWording.title,
        intro: callReportWording.intro(oneLine(fullName(lead), 210), callLengthText(call.durationSeconds)),
        fields: [...leadFields(words, lead), ...callFields(call)],
        due: null,
        link,
        footer: job.channel === 'email' ? callReportWording.footer(alertsUrl(context)) : null,
      };
    }
    case 'new_lead':
      if (lead.repeatOf !== null) {
        return {
          lang: locale,
          subject: words.cameBack.subject(who),
          title: words.cameBack.title,
          intro: words.cameBack.intro(oneLine(fullName(lead), 210)),
          fields: leadFields(words, lead),
          due: null,
          link: { label: words.cameBack.openLead, url: leadUrl(context, { id: lead.repeatOf }) },
          footer: job.channel === 'email' ? words.newLead.footer(alertsUrl(context)) : null,
        };
      }
      return {
        lang: locale,
        subject: words.newLead.subject(who),
        title: words.newLead.title,
        intro: words.newLead.intro(oneLine(fullName(lead), 210)),
        fields: leadFields(words, lead),
        due,
        link,
        footer: job.channel === 'email' ? words.newLead.footer(alertsUrl(context)) : null,
      };
    case 'escalation': {
      // Past the deadline the headline is the body's own phrase ("Due now", "Overdue by 2 minutes"): one wording.
      const standing = left > 0 ? words.escalation.left(words.minutes(left)) : capitalized(due.phrase);
      return {
        lang: locale,
        subject: words.escalation.subject(standing, who),
        title: words.escalation.title(standing),
        intro: words.escalation.intro(oneLine(fullName(lead), 210)),
        fields: leadFields(words, lead),
        due,
        link,
        footer: job.channel === 'email' ? words.escalation.footer(alertsUrl(context)) : null,
      };
    }
    case 'acknowledgement': {
      // Deliberately no echo of what was typed: the address is the visitor's word, and an acknowledgement that
      // repeated their text would let anyone send any text to any address through us. Only a first name that is
      // a plain name is used.
      const { lang, words: ack } = acknowledgementIn(lead.locale);
      return {
        lang,
        subject: ack.subject,
        title: ack.title,
        intro: `${ack.greeting(greetableFirstName(lead.firstName))}\n\n${ack.body(context.brand, replyWindowMinutes)}`,
        fields: [],
        due: null,
        link: context.bookingKey
          ? {
              label: ack.pickTime,
              url: `${context.siteUrl}${lang === 'en' ? '' : `/${lang}`}/book?lead=${encodeURIComponent(context.bookingKey)}`,
            }
          : null,
        footer: ack.signature(context.brand),
      };
    }
    default:
      throw new Error(`A ${job.kind} email is written by meeting-email.ts, not as an alert card.`);
  }
}

/** The email for a claimed message: subject (one line), plain text and HTML without images or tracking. */
export function emailFor(job: AlertJob, context: MessageContext, locale: AlertLocale = 'en'): EmailMessage {
  const card = cardFor(job, context, locale);
  const words = wording[locale];
  const text = [
    card.intro,
    card.due ? words.replyDue(card.due.at, card.due.phrase) : null,
    card.fields.length ? card.fields.map((field) => `${field.label}: ${field.value}`).join('\n') : null,
    card.link ? `${card.link.label}: ${card.link.url}` : null,
    card.footer,
  ]
    .filter((part): part is string => part !== null)
    .join('\n\n');

  const paragraph = (content: string, style = '') =>
    `<p style="margin:0 0 16px;white-space:pre-line;${style}">${content}</p>`;
  const fieldRows = card.fields
    .map((field) => {
      const value = escapeHtml(field.value);
      const shown = field.href ? `<a href="${escapeHtml(field.href)}">${value}</a>` : value;
      return `<tr><th align="left" valign="top" style="padding:4px 16px 4px 0;color:#475569;font-weight:600">${escapeHtml(field.label)}</th><td style="padding:4px 0;white-space:pre-line;word-break:break-word">${shown}</td></tr>`;
    })
    .join('');
  const html = [
    `<!doctype html><html lang="${escapeHtml(card.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">',
    `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(card.title)}</h1>`,
    paragraph(escapeHtml(card.intro)),
    card.due ? paragraph(escapeHtml(words.replyDue(card.due.at, card.due.phrase)), 'font-weight:600') : '',
    fieldRows ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${fieldRows}</table>` : '',
    card.link
      ? paragraph(
          `<a href="${escapeHtml(card.link.url)}" style="display:inline-block;padding:10px 16px;background:#0e7490;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(card.link.label)}</a>`,
        )
      : '',
    card.footer ? paragraph(escapeHtml(card.footer), 'color:#475569') : '',
    '</body></html>',
  ].join('');
  return { subject: oneLine(card.subject, 200), text, html };
}

// Slack: a header of at most 150 characters, a section field of at most 2,000, a fallback text of at most 3,000.
const slackFieldMax = 1_900;
const slackPairsPerSection = 5;

/** A chat message in the webhook's format: Slack Block Kit with a plain-text fallback, or a Teams adaptive card. */
export function chatFor(job: AlertJob, context: MessageContext, format: ChatFormat, locale: AlertLocale = 'en') {
  const card = cardFor(job, context, locale);
  return format === 'teams' ? teamsCard(card, job, locale) : slackMessage(card, job, locale);
}

function slackMessage(card: Card, job: AlertJob, locale: AlertLocale) {
  const words = wording[locale];
  const dueAt = job.lead?.replyDueAt;
  const due =
    card.due && dueAt
      ? // Slack shows <!date^…> in each reader's own time zone; the text after | is for clients that cannot.
        words.replyDue(
          `<!date^${Math.floor(Date.parse(dueAt) / 1000)}^{time}|${escapeSlack(card.due.at)}>`,
          escapeSlack(card.due.phrase),
        )
      : null;
  const blocks: unknown[] = [
    { type: 'header', text: { type: 'plain_text', text: oneLine(card.title, 150) } },
    { type: 'section', text: { type: 'plain_text', text: clip(card.intro, slackFieldMax) } },
  ];
  // A section holds at most 10 fields: five label and value pairs each.
  for (let start = 0; start < card.fields.length; start += slackPairsPerSection) {
    blocks.push({
      type: 'section',
      fields: card.fields
        .slice(start, start + slackPairsPerSection)
        .flatMap((field) => [
          { type: 'mrkdwn', text: `*${escapeSlack(field.label)}*` },
          field.href && field.href.startsWith('tel:')
            ? { type: 'mrkdwn', text: `<${field.href}|${escapeSlack(clip(field.value, slackFieldMax))}>` }
            : { type: 'plain_text', text: clip(field.value, slackFieldMax) },
        ]),
    });
  }
  if (due) blocks.push({ type: 'context', elements: [{ type: 'mrkdwn', text: due }] });
  if (card.link) {
    blocks.push({
      type: 'actions',
      elements: [{ type: 'button', text: { type: 'plain_text', text: card.link.label }, url: card.link.url }],
    });
  }
  // The fallback (notifications, clients without blocks) is read as mrkdwn, where *stars* format and bare addresses
  // become links: it carries none of the visitor's text, only our own title, the due time and our link.
  const fallback = [card.title, card.due ? words.replyDue(card.due.at, card.due.phrase) : null, card.link?.url]
    .filter((part): part is string => Boolean(part))
    .join(' · ');
  return { text: escapeSlack(oneLine(fallback, 2_900)), blocks };
}

function teamsCard(card: Card, job: AlertJob, locale: AlertLocale) {
  const words = wording[locale];
  const dueAt = job.lead?.replyDueAt;
  const body: unknown[] = [
    { type: 'TextBlock', text: escapeTeams(card.title), weight: 'Bolder', size: 'Medium', wrap: true },
    { type: 'TextBlock', text: escapeTeams(card.intro), wrap: true },
  ];
  if (card.fields.length) {
    body.push({
      type: 'FactSet',
      facts: card.fields.map((field) => ({ title: escapeTeams(field.label), value: escapeTeams(field.value) })),
    });
  }
  if (card.due && dueAt) {
    // {{TIME()}} is shown in each reader's own time zone.
    const at = `{{TIME(${new Date(dueAt).toISOString().replace(/\.\d{3}Z$/, 'Z')})}}`;
    body.push({ type: 'TextBlock', text: words.replyDue(at, escapeTeams(card.due.phrase)), wrap: true });
  }
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body,
          actions: card.link ? [{ type: 'Action.OpenUrl', title: card.link.label, url: card.link.url }] : [],
        },
      },
    ],
  };
}
