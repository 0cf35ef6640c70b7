import { type Lead, type LeadPatch } from '../../machines/inbox/lead';
import { messageOf } from '../../machines/shared/error-message';
import { loadSupabase } from '../lib/load-supabase';
import { leadColumns, toLead } from './lead-rows';

type PostgrestFailure = { code?: string; message?: string };

/**
 * The server's refusal in words staff can act on; PostgREST's own message where it is already clear, empty when it
 * gave none (the screen words that case).
 */
export function refusalText(error: PostgrestFailure): string {
  if (error.code === '23514') return 'that status is not one the pipeline allows.';
  if (error.code === '42501') return 'only admins may change leads.';
  return messageOf(error, '');
}

/**
 * Saves a status change or `Not spam` and returns the row as the server now has it (with the
 * first response stamped by the database). No row back means RLS let nothing change.
 */
export async function saveLead(id: string, patch: LeadPatch): Promise<Lead> {
  const db = await loadSupabase();
  const { data, error } = await db.from('contact_submissions').update(patch).eq('id', id).select(leadColumns);
  if (error) throw new Error(refusalText(error));
  const [row] = data ?? [];
  if (!row) throw new Error(refusalText({ code: '42501' }));
  return toLead(row);
}
