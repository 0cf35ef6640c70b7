import { fromPromise } from 'xstate';
import type { DemoFormValues } from '../../machines/demo-form/demo-form.machine';
import type { TablesInsert } from '../lib/database.types';
import { loadSupabase } from '../lib/load-supabase';

/** The contact_submissions row for a demo request; surrounding spaces are typing noise, not data. */
export const toContactSubmission = (values: DemoFormValues): TablesInsert<'contact_submissions'> => ({
  first_name: values.firstName.trim(),
  last_name: values.lastName.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  business: values.business.trim(),
});

let warmedUp = false;

/** supabase-js stays out of the landing page's first load; it is fetched once, and again after a failed fetch. */
function warmUpSupabase() {
  if (warmedUp) return;
  warmedUp = true;
  loadSupabase().catch(() => {
    warmedUp = false;
  });
}

/** Binds the demo form to Supabase: one anonymous insert (RLS lets anon insert, never read). */
export const demoFormImplementations = {
  actors: {
    submitDemoRequest: fromPromise<void, DemoFormValues>(async ({ input }) => {
      const db = await loadSupabase();
      const { error } = await db.from('contact_submissions').insert(toContactSubmission(input));
      if (error) throw error;
    }),
  },
  actions: {
    warmUp: warmUpSupabase,
    logError: (_: unknown, { error }: { error: unknown }) => {
      console.error('Demo request could not be sent', error);
    },
  },
};
