import { fromPromise } from 'xstate';
import { refusedDemoField, type DemoFormValues } from '../../machines/demo-form/demo-form-rules';
import {
  DemoFieldRefusedError,
  DemoRequestRateLimitedError,
  type DemoFormEvent,
  type DemoRequest,
} from '../../machines/demo-form/demo-form.machine';
import type { BusinessCase } from '../../machines/growth/business-case';
import type { TablesInsert } from '../lib/database.types';
import { keepDemoDraft } from '../lib/demo-form-draft';
import { loadSupabase } from '../lib/load-supabase';
import { getLocale } from '../paraglide/runtime.js';
import { trackSiteEvent } from '../lib/site-events';
import { readVisit } from '../lib/visit-store';
import { visitColumns } from '../lib/visit-columns';
import { formClock, honeypotValue } from '../lib/form-bot-checks';
import { reportMachineFailure } from './report-failure';

/** The contact_submissions row for a demo request; surrounding spaces are typing noise, not data. */
export const toContactSubmission = (values: DemoFormValues): TablesInsert<'contact_submissions'> => ({
  first_name: values.firstName.trim(),
  last_name: values.lastName.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  business: values.business.trim(),
});

/** The ROI estimate's columns; all four or none. */
export const businessCaseColumns = (businessCase: BusinessCase | null): Partial<TablesInsert<'contact_submissions'>> =>
  businessCase === null
    ? {}
    : {
        roi_calls: businessCase.calls,
        roi_aht: businessCase.aht,
        roi_wage: businessCase.wage,
        roi_yearly_savings: businessCase.yearlySavings,
      };

/**
 * The submit event: the moment, the hidden field's value, and a fresh request id that the machine
 * takes only when the values changed since the last attempt.
 */
export function demoFormSubmitEvent(form: HTMLFormElement): Extract<DemoFormEvent, { type: 'form.submit' }> {
  return { type: 'form.submit', requestId: crypto.randomUUID(), at: formClock(), honeypot: honeypotValue(form) };
}

/**
 * supabase-js stays out of the landing page's first load; the form's binding fetches it once, and again after a
 * failed fetch.
 */
function supabaseWarmUp(): () => void {
  let asked = false;
  return () => {
    if (asked) return;
    asked = true;
    loadSupabase().catch(() => {
      asked = false;
    });
  };
}

/**
 * Binds the demo form to Supabase: one anonymous upsert keyed on the request id, so a retry after a lost
 * response is stored once (RLS lets anon insert, never read). The database limits and flags requests.
 */
export const demoFormImplementations = () => ({
  actors: {
    submitDemoRequest: fromPromise<void, DemoRequest>(async ({ input }) => {
      // The number parser stays out of the landing page's first load, like supabase-js.
      const [db, { storedPhone }] = await Promise.all([loadSupabase(), import('../lib/phone-number')]);
      const { error, status } = await db.from('contact_submissions').upsert(
        {
          ...toContactSubmission(input.values),
          phone: storedPhone(input.values.phone, getLocale()),
          request_id: input.requestId,
          honeypot: input.honeypot === '' ? null : input.honeypot,
          fill_ms: input.fillMs,
          // The page's language: staff see it, and the prospect's acknowledgement is written in it.
          locale: getLocale(),
          ...visitColumns(readVisit()),
          ...businessCaseColumns(input.businessCase),
        },
        { onConflict: 'request_id', ignoreDuplicates: true },
      );
      if (status === 429) {
        // The refusal rolled back with the request; this note lets staff see who was turned away. Its own failure
        // changes nothing for the visitor.
        await db.rpc('note_refused_demo_request', { p_email: input.values.email });
        throw new DemoRequestRateLimitedError(error?.message ?? 'Too many requests');
      }
      if (error) {
        const field = refusedDemoField(error.message);
        throw field === null ? error : new DemoFieldRefusedError(field, error.message);
      }
    }),
  },
  actions: {
    warmUp: supabaseWarmUp(),
    reportStarted: () => trackSiteEvent({ kind: 'form_started' }),
    reportSent: () => trackSiteEvent({ kind: 'form_submitted' }),
    keepDraft: (_: unknown, values: DemoFormValues) => keepDemoDraft(values),
    reportFailure: reportMachineFailure,
  },
});
