import { describe, expect, it } from 'vitest';
import { catcherApp } from '../../supabase/local/mail-catcher/catcher-app';
import { CatcherStore } from '../../supabase/local/mail-catcher/catcher-store';
import { Faults } from '../../supabase/local/mail-catcher/faults';

const invite = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';

function send(app: ReturnType<typeof catcherApp>, attachments: unknown) {
  return app.request('/emails', {
    method: 'POST',
    headers: { Authorization: 'Bearer key', 'Content-Type': 'application/json' },
    body: JSON.stringify({ from: 'a@example.com', to: ['b@example.com'], subject: 'Booked', text: 'Hi', attachments }),
  });
}

describe('the mail catcher keeps attachments as Mailpit serves them', () => {
  it('lists each attachment in the message and serves its bytes with its content type', async () => {
    const app = catcherApp(new CatcherStore(null), new Faults(), new Set());
    const sent = await send(app, [
      {
        filename: 'invite.ics',
        content: Buffer.from(invite).toString('base64'),
        content_type: 'text/calendar; method=REQUEST; charset=UTF-8',
      },
    ]);
    const { id } = (await sent.json()) as { id: string };
    const message = (await (await app.request(`/api/v1/message/${id}`)).json()) as {
      Attachments: { PartID: string; FileName: string; ContentType: string; Size: number }[];
    };
    expect(message.Attachments).toEqual([
      {
        PartID: '2',
        FileName: 'invite.ics',
        ContentType: 'text/calendar; method=REQUEST; charset=UTF-8',
        Size: invite.length,
      },
    ]);
    const part = await app.request(`/api/v1/message/${id}/part/2`);
    expect(part.headers.get('content-type')).toBe('text/calendar; method=REQUEST; charset=UTF-8');
    expect(await part.text()).toBe(invite);
    const listed = (await (await app.request('/api/v1/messages')).json()) as { messages: { Attachments: number }[] };
    expect(listed.messages[0]?.Attachments).toBe(1);
  });

  it('refuses an attachment whose content is not base64, as the email API would', async () => {
    const app = catcherApp(new CatcherStore(null), new Faults(), new Set());
    const sent = await send(app, [{ filename: 'invite.ics', content: 'not base64!' }]);
    expect(sent.status).toBe(422);
    expect(await sent.json()).toMatchObject({ message: 'Each attachment needs its `content` in base64.' });
  });
});
