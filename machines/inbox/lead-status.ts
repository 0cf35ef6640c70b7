// Apart from the rest of lead.ts because the dashboard's URL parsing needs it, and that ships in the
// app's entry chunk on every page (docs/architecture.md).

/** The pipeline a demo request moves through; `new` until somebody first responds. */
export const leadStatuses = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;

export type LeadStatus = (typeof leadStatuses)[number];

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  (leadStatuses as readonly unknown[]).includes(value);
