import { describe, expect, it } from 'vitest';
import { adminClient, anonClient } from './stand-in-fixtures';

describe('personalized assistants', () => {
  it('a visitor finds ACME-Dental whatever the case: Dana, with no assistant id', async () => {
    const { data, error } = await anonClient().rpc('get_personalized_assistant', { p_slug: 'ACME-Dental' });
    expect(error).toBeNull();
    expect(data).toEqual([{ slug: 'acme-dental', name: 'Dana', assistant_id: null, max_call_seconds: 300 }]);
  });

  it('a seeded page with its own voice assistant returns that assistant id', async () => {
    const { data } = await anonClient().rpc('get_personalized_assistant', { p_slug: 'lakeview-law' }).maybeSingle();
    expect(data).toEqual({
      slug: 'lakeview-law',
      name: 'Priya',
      assistant_id: 'a7e2d915-0c3b-4f6e-8d12-9b4a6c3e7f50',
      max_call_seconds: 300,
    });
  });

  it('an unknown slug returns nothing', async () => {
    const { data, error } = await anonClient().rpc('get_personalized_assistant', { p_slug: 'no-such-company' });
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('a slug is matched exactly, not as a pattern', async () => {
    const { data } = await anonClient().rpc('get_personalized_assistant', { p_slug: 'acme%' });
    expect(data).toEqual([]);
  });

  it('a visitor cannot list the table directly', async () => {
    const { data, error, status } = await anonClient().from('personalized_assistants').select('*');
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('a signed-in admin cannot list the table directly either', async () => {
    const { client } = await adminClient();
    const { data, status } = await client.from('personalized_assistants').select('*').ilike('slug', 'acme*');
    expect(data).toBeNull();
    expect(status).toBe(403);
  });
});
