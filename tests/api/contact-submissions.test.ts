import { describe, expect, it } from 'vitest';
import {
  adminClient,
  anonClient,
  createNonAdmin,
  rowsWithMarker,
  signedInClient,
  submission,
  uniqueMarker,
} from './stand-in-fixtures';

describe('contact submissions', () => {
  it('a visitor submits a demo request and it is stored', async () => {
    const marker = uniqueMarker('visitor insert');
    const result = await anonClient().from('contact_submissions').insert(submission(marker));

    expect(result).toMatchObject({ error: null, data: null, status: 201 });
    expect(await rowsWithMarker(marker)).toEqual([
      expect.objectContaining({
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: expect.stringMatching(/^ada-[0-9a-f-]{36}@example\.com$/),
        business: marker,
      }),
    ]);
  });

  it('a visitor can submit several requests at once', async () => {
    const marker = uniqueMarker('visitor batch');
    const { error, status } = await anonClient()
      .from('contact_submissions')
      .insert([submission(marker, { first_name: 'One' }), submission(marker, { first_name: 'Two' })]);

    expect({ error, status }).toEqual({ error: null, status: 201 });
    expect((await rowsWithMarker(marker)).map((row) => row.first_name).sort()).toEqual(['One', 'Two']);
  });

  it('a visitor cannot read demo requests back, not even the one just sent', async () => {
    const marker = uniqueMarker('visitor read');
    await anonClient().from('contact_submissions').insert(submission(marker));

    const list = await anonClient().from('contact_submissions').select('*');
    expect(list.data).toBeNull();
    expect(list.status).toBe(401);
    expect(list.error).toMatchObject({ code: '42501', message: 'permission denied for table contact_submissions' });

    const insertAndRead = await anonClient().from('contact_submissions').insert(submission(marker)).select();
    expect(insertAndRead.data).toBeNull();
    expect(insertAndRead.error?.code).toBe('42501');
  });

  it('a visitor cannot choose the id or the creation time of a request', async () => {
    const { error, status } = await anonClient()
      .from('contact_submissions')
      .insert({ ...submission(uniqueMarker('backdated')), created_at: '2000-01-01T00:00:00Z' });
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('a signed-in user who is not an admin sees no demo requests', async () => {
    const marker = uniqueMarker('non-admin read');
    await anonClient().from('contact_submissions').insert(submission(marker));
    const { client } = await signedInClient(await createNonAdmin());

    const all = await client.from('contact_submissions').select('*');
    expect(all).toMatchObject({ error: null, data: [], status: 200 });
    const own = await client.from('contact_submissions').select('*', { count: 'exact' }).eq('business', marker);
    expect(own).toMatchObject({ error: null, data: [], count: 0 });
  });

  it('a signed-in user who is not an admin can still send the form', async () => {
    const marker = uniqueMarker('non-admin insert');
    const { client } = await signedInClient(await createNonAdmin());
    const { error, status } = await client.from('contact_submissions').insert(submission(marker));
    expect({ error, status }).toEqual({ error: null, status: 201 });
    expect(await rowsWithMarker(marker)).toHaveLength(1);
  });

  it('the admin sees every request, newest first, page by page with the exact total', async () => {
    const marker = uniqueMarker('admin paging');
    const anon = anonClient();
    for (const name of ['First', 'Second', 'Third', 'Fourth', 'Fifth']) {
      const { error } = await anon.from('contact_submissions').insert(submission(marker, { first_name: name }));
      if (error) throw error;
    }
    const { client } = await adminClient();
    const page = (from: number, to: number) =>
      client
        .from('contact_submissions')
        .select('*', { count: 'exact' })
        .eq('business', marker)
        .order('created_at', { ascending: false })
        .range(from, to);

    const first = await page(0, 1);
    expect(first.error).toBeNull();
    expect(first.count).toBe(5);
    expect(first.status).toBe(206);
    expect(first.data?.map((row) => row.first_name)).toEqual(['Fifth', 'Fourth']);
    const last = await page(4, 5);
    expect(last.count).toBe(5);
    expect(last.data?.map((row) => row.first_name)).toEqual(['First']);

    const everything = await client.from('contact_submissions').select('*').order('created_at', { ascending: false });
    expect(everything.error).toBeNull();
    const created = (everything.data ?? []).map((row) => Date.parse(row.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(everything.data?.filter((row) => row.business === marker)).toHaveLength(5);
  });

  it.each([
    ['an empty first name', { first_name: '' }],
    ['a blank last name', { last_name: '   ' }],
    ['a first name over 100 characters', { first_name: 'x'.repeat(101) }],
    ['an email that is not an email', { email: 'not-an-email' }],
    ['an email over 254 characters', { email: `${'x'.repeat(250)}@example.com` }],
    ['an empty phone', { phone: '' }],
    ['a phone over 40 characters', { phone: '1'.repeat(41) }],
    ['an empty business description', { business: '' }],
    ['a business description over 5,000 characters', { business: 'x'.repeat(5001) }],
  ])('a request with %s is refused', async (_, overrides) => {
    const { error, status } = await anonClient()
      .from('contact_submissions')
      .insert(submission(uniqueMarker('invalid'), overrides));
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
  });

  it('a request with a missing field is refused', async () => {
    const { phone: _phone, ...withoutPhone } = submission(uniqueMarker('missing'));
    const { error, status } = await anonClient().from('contact_submissions').insert(withoutPhone);
    expect(status).toBe(400);
    expect(error?.code).toBe('23502');
  });

  it('the longest allowed values are accepted', async () => {
    const marker = uniqueMarker('longest').padEnd(5000, 'x');
    const { error, status } = await anonClient()
      .from('contact_submissions')
      .insert(
        submission(marker, {
          first_name: 'x'.repeat(100),
          last_name: 'y'.repeat(100),
          // 40 characters, as long as a phone may be, of which 15 digits and an extension.
          phone: `+1${' '.repeat(5)}415 555 0100 extension 1234567890`,
          email: `${'x'.repeat(242)}@example.com`,
        }),
      );
    expect({ error, status }).toEqual({ error: null, status: 201 });
  });
});
