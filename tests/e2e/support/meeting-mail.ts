import { readInvitation, type ReadInvitation } from '../../support/calendar-file';
import { localAnonKey, localServiceRoleKey } from '../../../supabase/local/jwt';
import { e2eApiUrl } from './e2e-env';
import { e2eCatcherUrl, emailsTo } from './mail-catcher';

type Attachment = { PartID: string; FileName: string; ContentType: string };

/** One email's text and its calendar file, read from the catcher through Mailpit's API and parsed by ical.js. */
export type MeetingMail = {
  id: string;
  subject: string;
  text: string;
  attachment: { contentType: string; invitation: ReadInvitation } | null;
};

export async function meetingMail(id: string): Promise<MeetingMail> {
  const message = (await (await fetch(`${e2eCatcherUrl}/api/v1/message/${id}`)).json()) as {
    Subject: string;
    Text: string;
    Attachments: Attachment[];
  };
  const [file] = message.Attachments.filter((attachment) => attachment.ContentType.startsWith('text/calendar'));
  const attachment = file
    ? {
        contentType: file.ContentType,
        invitation: readInvitation(
          await (await fetch(`${e2eCatcherUrl}/api/v1/message/${id}/part/${file.PartID}`)).text(),
        ),
      }
    : null;
  return { id, subject: message.Subject, text: message.Text, attachment };
}

/** The meeting emails `address` received whose subject starts with `prefix` ("Booked:", "Moved:", "Cancelled:"). */
export async function meetingMailsTo(address: string, prefix: string): Promise<MeetingMail[]> {
  const emails = (await emailsTo(address)).filter((email) => email.Subject.startsWith(prefix));
  return Promise.all(emails.map((email) => meetingMail(email.ID)));
}

/** The prospect's link of one purpose in a meeting email's text. */
export const linkIn = (mail: MeetingMail, purpose: 'reschedule' | 'cancel'): string => {
  const found = new RegExp(`https?://\\S+/book\\?${purpose}=[0-9a-f]{48}`).exec(mail.text)?.[0];
  if (!found) throw new Error(`no ${purpose} link in ${JSON.stringify(mail.text)}`);
  return found;
};

/** The free slots a visitor is offered now (the anon API the page calls). */
export async function freeSlots(): Promise<string[]> {
  const response = await fetch(`${e2eApiUrl}/rest/v1/rpc/booking_slots`, {
    method: 'POST',
    headers: { apikey: localAnonKey, Authorization: `Bearer ${localAnonKey}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  return ((await response.json()) as { starts_at: string }[]).map((row) => new Date(row.starts_at).toISOString());
}

/** A demo request sent as the form sends it, with its request id: the lead's booking key. */
export async function leadWithKey(email: string): Promise<string> {
  const key = crypto.randomUUID();
  const response = await fetch(`${e2eApiUrl}/rest/v1/contact_submissions`, {
    method: 'POST',
    headers: { apikey: localAnonKey, Authorization: `Bearer ${localAnonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Grace',
      last_name: 'Hopper',
      email,
      phone: '+1 555 0100',
      business: 'Navy',
      request_id: key,
    }),
  });
  if (!response.ok) throw new Error(`lead insert: ${response.status} ${await response.text()}`);
  return key;
}

/** The id of the lead sent with `email`, read with the service role. */
export async function leadIdOf(email: string): Promise<string> {
  const headers = { apikey: localServiceRoleKey, Authorization: `Bearer ${localServiceRoleKey}` };
  const response = await fetch(
    `${e2eApiUrl}/rest/v1/contact_submissions?select=id&email=eq.${encodeURIComponent(email)}`,
    { headers },
  );
  const [lead] = (await response.json()) as { id: string }[];
  if (!lead) throw new Error(`no lead sent with ${email}`);
  return lead.id;
}
