import { fromPromise } from 'xstate';
import { copyLinkMachine } from '../../machines/copy-link/copy-link.machine';
import { pageFormMachine, type PageSave } from '../../machines/page-form/page-form.machine';
import { refusedDraftField, type SaveFailure } from '../../machines/page-form/page-rules';
import { reasonOf } from '../../machines/shared/error-message';
import type { VoicePage } from '../../machines/voice-pages/voice-page-record';
import type { Database } from '../lib/database.types';
import { loadSupabase } from '../lib/load-supabase';

type GeneratedActivityRow = Database['public']['Functions']['voice_page_activity']['Returns'][number];

/** The generator cannot see which of a function's columns may be null; these can. */
type ActivityRow = Omit<
  GeneratedActivityRow,
  'name' | 'assistant_id' | 'submission_id' | 'last_opened_at' | 'last_activity_at'
> & {
  name: string | null;
  assistant_id: string | null;
  submission_id: string | null;
  last_opened_at: string | null;
  last_activity_at: string | null;
};

const toVoicePage = (row: ActivityRow): VoicePage => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  assistantId: row.assistant_id,
  submissionId: row.submission_id,
  maxCallSeconds: row.max_call_seconds,
  createdAt: row.created_at,
  openedCount: row.opened_count,
  conversationCount: row.conversation_count,
  talkSeconds: row.talk_seconds,
  lastOpenedAt: row.last_opened_at,
  lastActivityAt: row.last_activity_at,
});

/** Every page with its activity, newest first (voice_page_activity refuses anyone but an admin). */
export async function fetchVoicePages(): Promise<VoicePage[]> {
  const db = await loadSupabase();
  const { data, error } = await db.rpc('voice_page_activity');
  if (error) throw new Error(error.message);
  return (data as ActivityRow[]).map(toVoicePage);
}

/** A unique violation can only be the case-insensitive slug index: the table has no other unique column to set. */
const uniqueViolation = '23505';

export async function saveVoicePage({ id, submissionId, fields }: PageSave): Promise<void> {
  const db = await loadSupabase();
  const row = {
    slug: fields.slug,
    name: fields.name,
    assistant_id: fields.assistantId,
    max_call_seconds: fields.maxCallSeconds,
  };
  const { error } =
    id === null
      ? await db.from('personalized_assistants').insert({ ...row, submission_id: submissionId })
      : await db.from('personalized_assistants').update(row).eq('id', id);
  if (!error) return;
  const refused = refusedDraftField(error.message);
  const failure: SaveFailure =
    error.code === uniqueViolation
      ? { kind: 'slugTaken' }
      : refused !== null
        ? { kind: 'refused', field: refused }
        : { kind: 'failed', reason: reasonOf(error) };
  throw failure;
}

async function deleteVoicePage({ id }: { id: string }): Promise<void> {
  const db = await loadSupabase();
  const { error } = await db.from('personalized_assistants').delete().eq('id', id);
  if (error) throw new Error(error.message);
}

export const copyLinkActors = {
  writeClipboard: fromPromise<void, { url: string }>(({ input }) => navigator.clipboard.writeText(input.url)),
};

export const pageFormActors = {
  savePage: fromPromise<void, PageSave>(({ input }) => saveVoicePage(input)),
};

export const voicePagesActors = {
  loadPages: fromPromise<VoicePage[]>(() => fetchVoicePages()),
  deletePage: fromPromise<void, { id: string }>(({ input }) => deleteVoicePage(input)),
  copyLink: copyLinkMachine.provide({ actors: copyLinkActors }),
  pageForm: pageFormMachine.provide({ actors: pageFormActors }),
};

export const leadVoicePageActors = {
  loadPages: voicePagesActors.loadPages,
  pageForm: voicePagesActors.pageForm,
  copyLink: voicePagesActors.copyLink,
};
