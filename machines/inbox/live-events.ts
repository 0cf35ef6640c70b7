import type { Lead } from './lead';

/**
 * What the live subscription reports to every machine that watches leads. `at` is when the
 * arrival was received, so pure machines can judge time-dependent filters (overdue) without a clock.
 */
export type LeadChangeEvent =
  | { type: 'lead.inserted'; lead: Lead; at: number }
  | { type: 'lead.updated'; lead: Lead }
  /** An admin erased the lead: nothing of it may stay on any screen. */
  | { type: 'lead.erased'; id: string };

/** `reconnected` follows a drop: whatever changed meanwhile was missed and must be fetched again. */
export type LiveStatusEvent = { type: 'live.connected' } | { type: 'live.reconnected' } | { type: 'live.dropped' };

export type LiveEvent = LeadChangeEvent | LiveStatusEvent;
