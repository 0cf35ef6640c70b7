import { FunctionsHttpError } from '@supabase/supabase-js';
import { fromPromise } from 'xstate';
import type { Invitation, MemberChange, TeamMember } from '../../machines/team/team.machine';
import { loadSupabase } from '../lib/load-supabase';
import { welcomeHead } from '../content/welcome-head';

/**
 * Calls the team Edge Function with the signed-in admin's token; a refusal throws with the function's own words
 * (`{ "error": "…" }`), which the screen shows.
 */
async function callTeam<Answer>(body: Record<string, unknown>): Promise<Answer> {
  const db = await loadSupabase();
  const { data, error } = await db.functions.invoke<Answer>('team', { body });
  if (error instanceof FunctionsHttpError) {
    const answer: unknown = await (error.context as Response).json().catch(() => null);
    const reason = typeof answer === 'object' && answer !== null && 'error' in answer ? String(answer.error) : '';
    throw new Error(reason);
  }
  if (error) throw error;
  if (data === null) throw new Error('');
  return data;
}

export const teamActors = {
  loadTeam: fromPromise<TeamMember[], void>(
    async () => (await callTeam<{ members: TeamMember[] }>({ action: 'list' })).members,
  ),
  inviteMember: fromPromise<TeamMember, Invitation>(
    async ({ input }) =>
      (
        await callTeam<{ member: TeamMember }>({
          action: 'invite',
          ...input,
          // The link in the email brings the teammate to this site's page for choosing a password.
          redirectTo: `${window.location.origin}${welcomeHead.path}`,
        })
      ).member,
  ),
  changeMember: fromPromise<TeamMember, MemberChange>(
    async ({ input }) => (await callTeam<{ member: TeamMember }>({ ...input })).member,
  ),
};
