import type { Visit } from '../../machines/growth/site-event';
import type { TablesInsert } from './database.types';

/** Where the visit came from, and the tab's id that links its earlier events to the lead; nothing without a visit. */
export const visitColumns = (visit: Visit | null): Partial<TablesInsert<'contact_submissions'>> =>
  visit === null
    ? {}
    : {
        tab_id: visit.tabId,
        utm_source: visit.attribution.utmSource,
        utm_medium: visit.attribution.utmMedium,
        utm_campaign: visit.attribution.utmCampaign,
        utm_term: visit.attribution.utmTerm,
        utm_content: visit.attribution.utmContent,
        paid_click: visit.attribution.paidClick,
        referrer_host: visit.attribution.referrerHost,
        landing_page: visit.attribution.landingPage,
      };
