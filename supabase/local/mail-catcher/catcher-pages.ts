import type { Address, CatcherStore, CaughtEmail } from './catcher-store';

/** The catcher's web page: every email (newest first) and every chat message, refreshed every 5 s. */

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const who = (address: Address) => escape(address.Name ? `${address.Name} <${address.Address}>` : address.Address);

const style = `body{font:15px/1.5 system-ui,sans-serif;margin:0;padding:24px;background:#0f172a;color:#e2e8f0}
a{color:#67e8f9}h1{font-size:22px;margin:0 0 16px}h2{font-size:18px;margin:32px 0 8px}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 10px;border-bottom:1px solid #334155;vertical-align:top}
td{word-break:break-word}pre{white-space:pre-wrap;word-break:break-word;background:#1e293b;padding:12px;border-radius:6px}
iframe{width:100%;height:60vh;border:0;background:#fff;border-radius:6px}.muted{color:#94a3b8}`;

const layout = (title: string, body: string, refresh: boolean) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `${refresh ? '<meta http-equiv="refresh" content="5">' : ''}<title>${escape(title)}</title><style>${style}</style></head>` +
  `<body>${body}</body></html>`;

/** A chat body's readable text: Slack's fallback `text`, or a Teams card's first text block. */
function chatText(body: unknown): string {
  if (body !== null && typeof body === 'object') {
    if ('text' in body && typeof body.text === 'string') return body.text;
    const card = JSON.stringify(body);
    const text = /"text":"((?:[^"\\]|\\.)*)"/.exec(card)?.[1];
    if (text) return JSON.parse(`"${text}"`) as string;
  }
  return JSON.stringify(body);
}

export function catcherPage(store: CatcherStore): string {
  const emails = [...store.emails].reverse();
  const chats = [...store.chats].reverse();
  const emailRows = emails
    .map(
      (email) =>
        `<tr><td><time datetime="${escape(email.Created)}">${escape(email.Created)}</time></td><td>${who(email.From)}</td>` +
        `<td>${email.To.map(who).join(', ')}</td><td><a href="/view/${escape(email.ID)}">${escape(email.Subject)}</a></td></tr>`,
    )
    .join('');
  const chatRows = chats
    .map(
      (chat) =>
        `<tr><td><time datetime="${escape(chat.Received)}">${escape(chat.Received)}</time></td><td>${escape(chatText(chat.Body))}</td></tr>`,
    )
    .join('');
  return layout(
    'Mail catcher',
    `<h1>Local mail catcher</h1><p class="muted">What the alert worker sent on this machine. Nothing leaves it. ` +
      `API: <a href="/api/v1/messages">/api/v1/messages</a>, <a href="/api/v1/chat">/api/v1/chat</a>.</p>` +
      `<h2>Email (${emails.length})</h2>` +
      (emailRows
        ? `<table><thead><tr><th>Received</th><th>From</th><th>To</th><th>Subject</th></tr></thead><tbody>${emailRows}</tbody></table>`
        : '<p class="muted">No email yet.</p>') +
      `<h2>Chat (${chats.length})</h2>` +
      (chatRows
        ? `<table><thead><tr><th>Received</th><th>Message</th></tr></thead><tbody>${chatRows}</tbody></table>`
        : '<p class="muted">No chat message yet.</p>'),
    true,
  );
}

export function messagePage(email: CaughtEmail): string {
  return layout(
    email.Subject,
    `<p><a href="/">All messages</a></p><h1>${escape(email.Subject)}</h1><table>` +
      `<tr><th>From</th><td>${who(email.From)}</td></tr><tr><th>To</th><td>${email.To.map(who).join(', ')}</td></tr>` +
      (email.ReplyTo.length ? `<tr><th>Reply to</th><td>${email.ReplyTo.map(who).join(', ')}</td></tr>` : '') +
      `<tr><th>Received</th><td>${escape(email.Created)}</td></tr>` +
      `<tr><th>Idempotency key</th><td>${escape(email.IdempotencyKey ?? '—')}</td></tr>` +
      (email.Attachments?.length
        ? `<tr><th>Attachments</th><td>${email.Attachments.map(
            (part) =>
              `<a href="/api/v1/message/${escape(email.ID)}/part/${escape(part.PartID)}">${escape(part.FileName)}</a> ` +
              `(${escape(part.ContentType)}, ${part.Size} bytes)`,
          ).join('<br>')}</td></tr>`
        : '') +
      `</table>` +
      `<h2>HTML</h2><iframe sandbox title="The email's HTML" srcdoc="${escape(email.HTML)}"></iframe>` +
      `<h2>Text</h2><pre>${escape(email.Text)}</pre>`,
    false,
  );
}
