import { beforeAll, describe, expect, it } from 'vitest';
import { serviceClient, submission, uniqueMarker } from './stand-in-fixtures';

// The query subset the stand-in parses, checked on rows only this file writes (found by their marker).
const marker = uniqueMarker('queries');
const people = [
  { first_name: 'Ada', last_name: 'Lovelace', phone: '+1 555 0100' },
  { first_name: 'Grace', last_name: 'Hopper', phone: '+1 555 0200' },
  { first_name: 'Alan', last_name: 'Turing', phone: '+1 555 0300' },
  { first_name: 'Edsger', last_name: 'Dijkstra', phone: '+1 555 0400' },
];

beforeAll(async () => {
  const { error } = await serviceClient()
    .from('contact_submissions')
    .insert(people.map((person) => submission(marker, person)));
  if (error) throw error;
});

const query = () => serviceClient().from('contact_submissions').select('first_name').eq('business', marker);

async function firstNames(builder: PromiseLike<{ data: { first_name: string }[] | null; error: unknown }>) {
  const { data, error } = await builder;
  if (error) throw error;
  return (data ?? []).map((row) => row.first_name);
}

describe('PostgREST queries', () => {
  it.each([
    ['neq', () => query().neq('first_name', 'Ada').order('first_name'), ['Alan', 'Edsger', 'Grace']],
    ['gt', () => query().gt('phone', '+1 555 0200').order('phone'), ['Alan', 'Edsger']],
    ['lte', () => query().lte('phone', '+1 555 0200').order('phone'), ['Ada', 'Grace']],
    ['like with *', () => query().like('first_name', 'A*').order('first_name'), ['Ada', 'Alan']],
    ['ilike', () => query().ilike('last_name', '%OPPER'), ['Grace']],
    ['in', () => query().in('last_name', ['Turing', 'Hopper', 'Nobody']).order('first_name'), ['Alan', 'Grace']],
    ['not in', () => query().not('last_name', 'in', '(Turing,Hopper)').order('first_name'), ['Ada', 'Edsger']],
    ['is null', () => query().is('first_name', null), []],
    ['order desc with limit', () => query().order('phone', { ascending: false }).limit(2), ['Edsger', 'Alan']],
    ['offset via range', () => query().order('phone').range(1, 2), ['Grace', 'Alan']],
  ] as const)('%s', async (_, build, expected) => {
    expect(await firstNames(build())).toEqual(expected);
  });

  it('a page with an exact count holds its rows, ordered by a column it does not select, and the total of every match', async () => {
    const { data, count, error } = await serviceClient()
      .from('contact_submissions')
      .select('first_name', { count: 'exact' })
      .eq('business', marker)
      .order('phone', { ascending: false })
      .range(1, 2);
    expect({ error, names: data?.map((row) => row.first_name), count }).toEqual({
      error: null,
      names: ['Alan', 'Grace'],
      count: 4,
    });
  });

  it('.single() returns one object, and refuses when more than one row matches', async () => {
    const one = await query().eq('first_name', 'Grace').single();
    expect(one.data).toEqual({ first_name: 'Grace' });
    const many = await query().single();
    expect(many.status).toBe(406);
    expect(many.error?.code).toBe('PGRST116');
  });

  it('.insert().select() returns the new rows to a role that may read them', async () => {
    const rowMarker = uniqueMarker('representation');
    const { data, error, status } = await serviceClient()
      .from('contact_submissions')
      .insert(submission(rowMarker, { first_name: 'Barbara' }))
      .select('first_name, business')
      .single();
    expect({ error, status }).toEqual({ error: null, status: 201 });
    expect(data).toEqual({ first_name: 'Barbara', business: rowMarker });
  });

  it('a .single() insert of two rows is refused and stores nothing', async () => {
    const rowMarker = uniqueMarker('rolled back');
    const { status, error } = await serviceClient()
      .from('contact_submissions')
      .insert([submission(rowMarker), submission(rowMarker)])
      .select()
      .single();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
    const { count } = await serviceClient()
      .from('contact_submissions')
      .select('*', { count: 'exact', head: true })
      .eq('business', rowMarker);
    expect(count).toBe(0);
  });
});
