import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from '../support/staff-sign-in';
import { readAlertConfig } from '../../supabase/functions/_shared/alerts/alert-config';
import { alertStore } from '../../supabase/functions/_shared/alerts/alert-store';
import { createAlertWorker } from '../../supabase/functions/_shared/alerts/alert-worker';
import { relaxedDemoRequestLimits } from '../../supabase/local/demo-request-limits';
import { createNodeClient } from '../../supabase/local/node-client';
import { startStandIn, type StandIn } from '../../supabase/local/server';

// The language of a demo request: the form sends its page's language with the request, the database keeps only
// the site's languages, and the prospect's acknowledgement is written in it. This file runs its own stand-in and
// plays the alert worker against it (the shared stand-in's other files would see their messages claimed).
let standIn: StandIn;
const anon = () => createNodeClient(standIn.url, standIn.anonKey);
const service = () => createNodeClient(standIn.url, standIn.serviceRoleKey);

beforeAll(async () => {
  standIn = await startStandIn({ port: 0, dataDir: null, quiet: true, demoRequestLimits: relaxedDemoRequestLimits });
});

afterAll(() => standIn?.stop());

/** A demo request as the landing page's form sends it: an upsert keyed on a fresh request id. */
const request = (email: string, fields: Record<string, unknown> = {}) => ({
  first_name: 'Lucía',
  last_name: 'Fernández',
  email,
  phone: '+34 600 000 000',
  business: 'Clínica dental en Valencia',
  request_id: randomUUID(),
  fill_ms: 8000,
  ...fields,
});

const send = (row: Record<string, unknown>) =>
  anon().from('contact_submissions').upsert(row, { onConflict: 'request_id', ignoreDuplicates: true });

async function storedLocales(email: string) {
  const { data, error } = await service().from('contact_submissions').select('locale').eq('email', email);
  if (error) throw error;
  return data.map((row) => row.locale);
}

describe('the language of a demo request', () => {
  it('a request from the Spanish page is stored as Spanish; one that names no language as English', async () => {
    const spanish = `es-${randomUUID()}@example.com`;
    expect((await send(request(spanish, { locale: 'es' }))).status).toBe(201);
    expect(await storedLocales(spanish)).toEqual(['es']);

    const unnamed = `none-${randomUUID()}@example.com`;
    expect((await send(request(unnamed))).status).toBe(201);
    expect(await storedLocales(unnamed)).toEqual(['en']);
  });

  it.each(['xx', 'ES', 'es-MX', '', 'en; drop table', 'x'.repeat(500)])(
    'a request naming the language %j is refused with 400, stores nothing, and goes through once corrected',
    async (locale) => {
      const email = `bad-${randomUUID()}@example.com`;
      const row = request(email, { locale });
      const refused = await send(row);
      expect(refused.status).toBe(400);
      expect(refused.error).toMatchObject({ code: '23514' });
      expect(refused.error?.message).toContain('contact_submissions_locale_known');
      expect(await storedLocales(email)).toEqual([]);

      // Nothing is lost: the same request (its request id too) with a language the site has is stored.
      expect((await send({ ...row, locale: 'fr' })).status).toBe(201);
      expect(await storedLocales(email)).toEqual(['fr']);
    },
  );

  it('the counts beside the filters follow the language filter as the list does', async () => {
    await send(request(`count-${randomUUID()}@example.com`, { locale: 'de' }));
    const admin = anon();
    await signInStaff(admin, standIn.admin);
    const listed = async (locale: string) =>
      (
        await admin
          .from('contact_submissions')
          .select('id', { count: 'exact', head: true })
          .eq('spam', false)
          .eq('locale', locale)
      ).count;
    for (const locale of ['de', 'es', 'it']) {
      const { data, error } = await admin.rpc('lead_counts', { p_locale: locale });
      expect(error).toBeNull();
      expect(data?.all, locale).toBe(await listed(locale));
    }
    expect((await admin.rpc('lead_counts', { p_locale: 'de' })).data?.all).toBeGreaterThan(0);
  });

  it('a Spanish request gets its acknowledgement in Spanish; an English one keeps the English wording', async () => {
    const spanish = `ack-es-${randomUUID()}@example.com`;
    const english = `ack-en-${randomUUID()}@example.com`;
    expect((await send(request(spanish, { locale: 'es' }))).status).toBe(201);
    expect((await send(request(english, { first_name: 'Ada', locale: 'en' }))).status).toBe(201);

    const emails: { to: string[]; subject: string; text: string; html: string }[] = [];
    const catcher = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      emails.push(JSON.parse(String(init?.body)));
      return Response.json({ id: randomUUID() });
    }) as typeof fetch;
    const env: Record<string, string> = {
      SUPABASE_URL: standIn.url,
      SUPABASE_SERVICE_ROLE_KEY: standIn.serviceRoleKey,
      ALERT_SITE_URL: 'https://www.example.com',
      RESEND_API_KEY: 're_test',
      ALERT_EMAIL_FROM: 'Ringwise <alerts@example.com>',
      ALERT_CHAT_WEBHOOK_URL: 'off',
    };
    const { config, problems } = readAlertConfig((name) => env[name]);
    expect(problems).toEqual([]);
    await createAlertWorker(config, 'test', {
      fetch: catcher,
      now: Date.now,
      random: Math.random,
      store: alertStore(standIn.url, standIn.serviceRoleKey, fetch),
    }).runOnce();

    const to = (address: string) => emails.filter((email) => email.to.includes(address));
    expect(to(spanish)).toHaveLength(1);
    expect(to(spanish)[0]).toMatchObject({ subject: 'Hemos recibido su solicitud de demo' });
    expect(to(spanish)[0]?.text).toContain('Hola, Lucía:');
    expect(to(spanish)[0]?.text).toContain('se pondrá en contacto con usted en menos de 10 minutos');
    expect(to(spanish)[0]?.html).toContain('<html lang="es">');
    expect(to(english)).toHaveLength(1);
    expect(to(english)[0]).toMatchObject({ subject: 'We got your demo request' });
    expect(to(english)[0]?.text).toContain('Hi Ada,');
  });
});
