import { createContext, use } from 'react';
import type { LeadFeedActor } from '../../actors/lead-feed';

/** The dashboard's live feed, for the lead panel that opens over it (its own actor, outside the page's system). */
export const LeadFeedContext = createContext<LeadFeedActor | null>(null);

export function useLeadFeed(): LeadFeedActor {
  const feed = use(LeadFeedContext);
  if (feed === null) throw new Error('The lead panel opens only over the dashboard');
  return feed;
}
