import { beforeAll, describe, expect, it } from 'vitest';
import { likeLiteral, searchFilter } from '../../src/actors/lead-query';
import { adminClient, serviceClient, submission, uniqueMarker } from './stand-in-fixtures';

// The inbox's search through its own filter and the counts beside it, on the real database.

describe('a search matches the typed text, in the list and in the counts', () => {
  const marker = uniqueMarker('literal search');
  const businesses = [`${marker} Single Click`, `${marker} 100%_done*`, `${marker} plain`];
  let admin: Awaited<ReturnType<typeof adminClient>>;
  beforeAll(async () => {
    admin = await adminClient();
    const { error } = await serviceClient()
      .from('contact_submissions')
      .insert(businesses.map((business) => submission(marker, { business })));
    if (error) throw error;
  });

  const listed = async (term: string) => {
    const { data, error } = await admin.client
      .from('contact_submissions')
      .select('business')
      .ilike('business', `${marker}*`)
      .or(searchFilter(term));
    expect(error).toBeNull();
    return (data ?? []).map((row) => row.business).sort();
  };
  const counted = async (term: string) => {
    const { data, error } = await admin.client.rpc('lead_counts', { p_search: likeLiteral(term) });
    expect(error).toBeNull();
    return Number((data as { all: number }).all);
  };

  it.each([
    ['Sing%Click', []],
    ['Single_Click', []],
    ['Single*Click', []],
    ['Single Click', ['Single Click']],
    ['100%_done*', ['100%_done*']],
    ['single click', ['Single Click']],
  ])('%j finds %j and counts the same', async (term, found) => {
    expect(await listed(`${marker} ${term}`)).toEqual(found.map((business) => `${marker} ${business}`));
    expect(await counted(`${marker} ${term}`)).toBe(found.length);
  });

  it.each(['%', '_', '*', '\\', '.', '(', '['])('%j alone finds only the leads that hold it', async (term) => {
    const holding = businesses
      .map((business) => submission(marker, { business }))
      .filter((lead) => Object.values(lead).some((text) => text.includes(term)))
      .map((lead) => lead.business);
    expect(await listed(term)).toEqual(holding.sort());
  });
});
