import { e2eApiUrl } from './e2e-env';

/** The Supabase CLI's well-known local service-role key, which the stand-in accepts by default. */
const localServiceRoleKey =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W8YoReEUs';

export type AssistantRecord = { slug: string; name: string | null; assistant_id: string | null };

/** Adds a personalised page to the e2e stand-in, as staff would with the service role. */
export async function insertPersonalizedAssistant(record: AssistantRecord): Promise<void> {
  const response = await fetch(`${e2eApiUrl}/rest/v1/personalized_assistants`, {
    method: 'POST',
    headers: {
      apikey: localServiceRoleKey,
      authorization: `Bearer ${localServiceRoleKey}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify(record),
  });
  if (!response.ok) throw new Error(`could not insert ${record.slug}: ${response.status} ${await response.text()}`);
}
