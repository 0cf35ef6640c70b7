import { describe, expect, it } from 'vitest';
import { errorReceiverRoutes, keptReports, localDsn, type ReceivedReport } from '../../supabase/local/error-receiver';

const event = (message: string) => ({
  event_id: 'abc',
  level: 'error',
  release: '0123abc',
  environment: 'local',
  tags: { route: '/ai-phone-caller/$slug', machine: 'voicePage' },
  request: { url: 'http://127.0.0.1:4173/ai-phone-caller/$slug' },
  exception: {
    values: [
      {
        type: 'Error',
        value: message,
        stacktrace: {
          frames: [
            { function: 'outer', filename: '/assets/app.js', lineno: 1, colno: 2 },
            { function: 'inner', filename: '/assets/app.js', lineno: 3, colno: 4 },
          ],
        },
      },
    ],
  },
});

const envelopeOf = (...payloads: string[]) =>
  [JSON.stringify({ dsn: localDsn('http://127.0.0.1:54321') }), ...payloads].join('\n');

const post = (app: ReturnType<typeof errorReceiverRoutes>, body: string) =>
  app.request('/api/1/envelope/', { method: 'POST', body });

describe("the stand-in's error receiver", () => {
  it('lists each event of an envelope with its message, stack (innermost first), tags and release', async () => {
    const app = errorReceiverRoutes();
    const payload = JSON.stringify(event('first <b>bold</b>'));
    const attachment = 'x\ny';
    const answer = await post(
      app,
      envelopeOf(
        // An item with a length may hold newlines; the parse must skip it whole.
        JSON.stringify({ type: 'attachment', length: attachment.length }),
        attachment,
        JSON.stringify({ type: 'event' }),
        payload,
      ),
    );
    expect(answer.status).toBe(200);
    const { reports } = (await (await app.request('/errors.json')).json()) as { reports: ReceivedReport[] };
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      message: 'Error: first <b>bold</b>',
      stack: ['inner (/assets/app.js:3:4)', 'outer (/assets/app.js:1:2)'],
      tags: { route: '/ai-phone-caller/$slug', machine: 'voicePage' },
      release: '0123abc',
      environment: 'local',
      url: 'http://127.0.0.1:4173/ai-phone-caller/$slug',
    });
    const page = await (await app.request('/errors')).text();
    expect(page).toContain('Error: first &lt;b&gt;bold&lt;/b&gt;');
    expect(page).toContain('machine: voicePage');
  });

  it('accepts the path without its trailing slash, and answers a broken envelope with 400', async () => {
    const app = errorReceiverRoutes();
    const ok = await app.request('/api/1/envelope', {
      method: 'POST',
      body: envelopeOf('{"type":"event"}', JSON.stringify(event('second'))),
    });
    expect(ok.status).toBe(200);
    expect((await post(app, '{"dsn":"x"}\nnot json\n')).status).toBe(400);
  });

  it(`keeps the newest ${keptReports} reports`, async () => {
    const app = errorReceiverRoutes();
    for (let index = 0; index <= keptReports; index += 1) {
      await post(app, envelopeOf('{"type":"event"}', JSON.stringify(event(`report ${index}`))));
    }
    const { reports } = (await (await app.request('/errors.json')).json()) as { reports: ReceivedReport[] };
    expect(reports).toHaveLength(keptReports);
    expect(reports[0]?.message).toBe(`Error: report ${keptReports}`);
  });
});
