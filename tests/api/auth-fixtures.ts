import { decodeJwt } from 'jose';
import { standIn } from './stand-in-fixtures';

/** The `aal` and `amr` claims of an access token, as row-level security will read them. */
export function assuranceClaims(accessToken: string) {
  const claims = decodeJwt(accessToken);
  return { aal: claims['aal'], amr: claims['amr'] as { method: string; timestamp: number }[] };
}

type CaughtMessage = { ID: string; To: { Address: string }[] };

/** The newest email the mail catcher holds for `address` (an invitation is caught before the invite answers). */
export async function emailTo(address: string): Promise<{ Subject: string; HTML: string; Text: string }> {
  const listing = (await (await fetch(`${standIn.mailCatcherUrl}/api/v1/messages?limit=100000`)).json()) as {
    messages: CaughtMessage[];
  };
  const found = listing.messages.find((message) => message.To.some((to) => to.Address === address));
  if (!found) throw new Error(`no email to ${address} reached the mail catcher`);
  return (await fetch(`${standIn.mailCatcherUrl}/api/v1/message/${found.ID}`)).json();
}
