import { catcherPortFor } from '../../../supabase/local/mail-catcher/server';
import { localServiceRoleKey } from '../../../supabase/local/jwt';
import { localAdmin } from './admin';
import { e2eApiPort, e2eApiUrl } from './e2e-env';

/** The run's mail catcher: three ports above its stand-in, as `npm start` places it. */
export const e2eCatcherUrl = `http://127.0.0.1:${catcherPortFor(e2eApiPort)}`;

export type CaughtEmail = {
  ID: string;
  From: { Name: string; Address: string };
  To: { Name: string; Address: string }[];
  Subject: string;
  Created: string;
  IdempotencyKey: string | null;
};

/** Every email the catcher holds, newest first (Mailpit's list API). */
export async function caughtEmails(): Promise<CaughtEmail[]> {
  const response = await fetch(`${e2eCatcherUrl}/api/v1/messages?limit=100000`);
  return ((await response.json()) as { messages: CaughtEmail[] }).messages;
}

export const emailsTo = async (address: string) =>
  (await caughtEmails()).filter((email) => email.To.some((to) => to.Address === address));

/** Every chat body the recorder received, as its JSON text. */
export async function chatTexts(): Promise<string[]> {
  const response = await fetch(`${e2eCatcherUrl}/api/v1/chat`);
  return ((await response.json()) as unknown[]).map((body) => JSON.stringify(body));
}

/** One full message (Mailpit's message API): its Text and HTML. */
export async function caughtMessage(id: string): Promise<{ Text: string; HTML: string; Subject: string }> {
  const response = await fetch(`${e2eCatcherUrl}/api/v1/message/${id}`);
  return (await response.json()) as { Text: string; HTML: string; Subject: string };
}

export type Delivery = { kind: string; channel: string; recipient: string; status: string; last_error: string | null };

/** The ledger rows of the lead sent with `email` (none when the lead has none), read with the service role. */
export async function deliveriesOfLead(email: string): Promise<Delivery[]> {
  const headers = { apikey: localServiceRoleKey, Authorization: `Bearer ${localServiceRoleKey}` };
  const leads = (await (
    await fetch(`${e2eApiUrl}/rest/v1/contact_submissions?select=id&email=eq.${encodeURIComponent(email)}`, { headers })
  ).json()) as { id: string }[];
  if (leads.length !== 1) throw new Error(`expected one lead sent with ${email}, found ${leads.length}`);
  const response = await fetch(
    `${e2eApiUrl}/rest/v1/alert_deliveries?select=kind,channel,recipient,status,last_error&submission_id=eq.${leads[0]?.id}`,
    { headers },
  );
  return (await response.json()) as Delivery[];
}

/**
 * What the ledger says was sent about the lead sent with `email` to the local admin, the chat and the prospect, as
 * sorted `kind/channel:status` texts. Other tests add admins of their own, who get alerts too; they are left out.
 */
export async function localDeliveriesOfLead(email: string): Promise<string[]> {
  return (await deliveriesOfLead(email))
    .filter((delivery) => delivery.channel === 'chat' || [email, localAdmin.email].includes(delivery.recipient))
    .map((delivery) => `${delivery.kind}/${delivery.channel}:${delivery.status}`)
    .sort();
}

/** The three messages every lead gets, all sent. */
export const everyLeadMessageSent = ['acknowledgement/email:sent', 'new_lead/chat:sent', 'new_lead/email:sent'];

/** Orders a failure from the catcher (docs/alerts.md): e.g. `{ target: 'email', status: 422, times: 1 }`. */
export async function orderFault(fault: Record<string, unknown>) {
  const response = await fetch(`${e2eCatcherUrl}/api/v1/faults`, { method: 'POST', body: JSON.stringify(fault) });
  if (!response.ok) throw new Error(`fault refused: ${await response.text()}`);
}
