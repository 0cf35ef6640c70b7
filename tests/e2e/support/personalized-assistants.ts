import { localServiceRoleKey } from '../../../supabase/local/jwt';
import { createNodeClient } from '../../../supabase/local/node-client';
import { e2eApiUrl } from './e2e-env';

export type AssistantRecord = {
  slug: string;
  name: string | null;
  assistant_id: string | null;
  max_call_seconds?: number;
};

/** Adds a personalised page to the e2e stand-in, as staff would with the service role. */
export async function insertPersonalizedAssistant(record: AssistantRecord): Promise<void> {
  const db = createNodeClient(e2eApiUrl, localServiceRoleKey);
  const { error } = await db.from('personalized_assistants').insert(record);
  if (error) throw new Error(`could not insert ${record.slug}: ${error.message}`);
}
