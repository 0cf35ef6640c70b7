// A set of leads placed in time for the 10-minute KPI and the counts; the figures they must give are worked out by
// hand where they are checked (tests/api/lead-stats.test.ts, tests/e2e/lead-inbox-deadline.spec.ts). The service
// role may write created_at, status and first_response_at directly, which places each lead in time.
import type { LeadStatus } from '../../machines/inbox/lead-status';

const minutes = (n: number) => n * 60_000;
const days = (n: number) => n * 86_400_000;

type FixtureLead = { name: string; ageMs: number; status: LeadStatus; answeredAfterMs?: number; spam?: boolean };

const kpiFixture: FixtureLead[] = [
  { name: 'Answered in 4 min, 2 days ago', ageMs: days(2), status: 'contacted', answeredAfterMs: minutes(4) },
  { name: 'Answered in 25 min, 3 days ago', ageMs: days(3), status: 'qualified', answeredAfterMs: minutes(25) },
  { name: 'Zelda, unanswered for an hour', ageMs: minutes(60), status: 'new' },
  { name: 'New two minutes ago', ageMs: minutes(2), status: 'new' },
  { name: 'Won, answered in 8 min, 5 days ago', ageMs: days(5), status: 'won', answeredAfterMs: minutes(8) },
  { name: 'Lost, answered in 6 min, 20 days ago', ageMs: days(20), status: 'lost', answeredAfterMs: minutes(6) },
  { name: 'Won, answered in 30 min, 60 days ago', ageMs: days(60), status: 'won', answeredAfterMs: minutes(30) },
  { name: 'Spam answered in 1 min', ageMs: days(1), status: 'contacted', answeredAfterMs: minutes(1), spam: true },
];

/** The fixture as contact_submissions rows for the service role to insert, aged from `now`. */
export const kpiFixtureRows = (now: number) =>
  kpiFixture.map((lead) => ({
    first_name: lead.name.split(',')[0] ?? lead.name,
    last_name: 'Fixture',
    email: 'fixture@example.com',
    phone: '+1 555 0100',
    business: lead.name,
    created_at: new Date(now - lead.ageMs).toISOString(),
    status: lead.status,
    spam: lead.spam ?? false,
    first_response_at:
      lead.answeredAfterMs === undefined ? null : new Date(now - lead.ageMs + lead.answeredAfterMs).toISOString(),
  }));
