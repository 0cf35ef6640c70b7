import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from '../support/staff-sign-in';
import { startStandIn, type StandIn } from '../../supabase/local/server';
import { createNodeClient } from '../../supabase/local/node-client';
import { kpiFixtureRows } from '../support/kpi-fixture';

// lead_counts and lead_response_stats count every row, so this file has a stand-in of its own holding exactly the
// shared KPI fixture (tests/support/kpi-fixture.ts); the expected figures are worked out by hand from the contract's
// definitions.
let standIn: StandIn;
let admin: ReturnType<typeof createNodeClient>;

beforeAll(async () => {
  standIn = await startStandIn({ port: 0, quiet: true });
  const now = Date.now();
  const service = createNodeClient(standIn.url, standIn.serviceRoleKey);
  const { error } = await service.from('contact_submissions').insert(kpiFixtureRows(now));
  if (error) throw error;
  admin = createNodeClient(standIn.url, standIn.anonKey);
  await signInStaff(admin, standIn.admin);
});

afterAll(() => standIn?.stop());

describe('the 10-minute KPI (lead_response_stats)', () => {
  it.each([
    // 7 days: answered 4, 25 and 8 min, plus the hour-old unanswered lead; the 2-minute-old one is not judged yet.
    [7, { answered_within: 2, judged: 4, median_seconds: 480 }],
    // 30 days adds the lead answered in 6 min: median of 4, 6, 8 and 25 min.
    [30, { answered_within: 3, judged: 5, median_seconds: 420 }],
    // All time adds the lead answered in 30 min, 60 days ago.
    [null, { answered_within: 3, judged: 6, median_seconds: 480 }],
  ])('over %s days', async (p_days, expected) => {
    const { data, error } = await admin.rpc('lead_response_stats', { p_days });
    expect(error).toBeNull();
    expect(data).toEqual(expected);
  });

  it('a window with no answered lead has a null median', async () => {
    // The last day holds the hour-old unanswered lead (judged) and the 2-minute-old one; spam is left out.
    const { data } = await admin.rpc('lead_response_stats', { p_days: 1 });
    expect(data).toEqual({ answered_within: 0, judged: 1, median_seconds: null });
  });

  it('a window of zero days is refused with 400 22023', async () => {
    const { status, error } = await admin.rpc('lead_response_stats', { p_days: 0 });
    expect({ status, code: error?.code }).toEqual({ status: 400, code: '22023' });
  });
});

describe('the inbox counts (lead_counts)', () => {
  it('counts every non-spam lead per status, the overdue and unanswered ones, and spam apart', async () => {
    const { data, error } = await admin.rpc('lead_counts', { p_search: null });
    expect(error).toBeNull();
    expect(data).toEqual({
      all: 7,
      new: 2,
      contacted: 1,
      qualified: 1,
      won: 2,
      lost: 1,
      overdue: 1,
      unanswered: 2,
      spam: 1,
      repeats: 0,
    });
  });

  it('counts only the leads matching a search, case-insensitively', async () => {
    const { data } = await admin.rpc('lead_counts', { p_search: 'zEL' });
    expect(data).toEqual({
      all: 1,
      new: 1,
      contacted: 0,
      qualified: 0,
      won: 0,
      lost: 0,
      overdue: 1,
      unanswered: 1,
      spam: 0,
      repeats: 0,
    });
  });

  it('counts only the leads whose business case saves at least the savings filter, as the list shows them', async () => {
    const service = createNodeClient(standIn.url, standIn.serviceRoleKey);
    // The database prices the inputs itself: 2,000 calls × 4 min at $22 save $51,091 a year, 1,200 × 4 at $22
    // $28,494, 1,000 × 3 at $15 $7,944.
    const businessCase = ([calls, aht, wage]: readonly [number, number, number]) => ({
      roi_calls: calls,
      roi_aht: aht,
      roi_wage: wage,
      roi_yearly_savings: 0,
    });
    for (const [name, inputs] of [
      ['Zelda', [2000, 4, 22]],
      ['Won', [1200, 4, 22]],
      ['Lost', [1000, 3, 15]],
    ] as const) {
      const { error } = await service.from('contact_submissions').update(businessCase(inputs)).eq('first_name', name);
      if (error) throw error;
    }
    const { data, error } = await admin.rpc('lead_counts', { p_min_savings: 10_000 });
    expect(error).toBeNull();
    // Zelda (new, overdue) and the two Won leads; Lost saves too little, the rest have no business case.
    expect(data).toEqual({
      all: 3,
      new: 1,
      contacted: 0,
      qualified: 0,
      won: 2,
      lost: 0,
      overdue: 1,
      unanswered: 1,
      spam: 0,
      repeats: 0,
    });
    const searched = await admin.rpc('lead_counts', { p_search: 'zel', p_min_savings: 60_000 });
    expect(searched.data).toMatchObject({ all: 0, new: 0 });
  });

  it('called without arguments, counts everything', async () => {
    const { data } = await admin.rpc('lead_counts');
    expect(data).toMatchObject({ all: 7, spam: 1 });
  });
});
