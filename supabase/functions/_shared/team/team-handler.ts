import { json } from '../http-answers.ts';
import { serviceHeaders } from '../service-headers.ts';
import { byRoleThenEmail, teamMemberOf, type GoTrueUser, type TeamMember } from './team-members.ts';
import { parseTeamRequest, type TeamRequest } from './team-request.ts';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export type TeamDependencies = {
  /** The project's address; the stand-in passes its own for each request. */
  supabaseUrl: (request: Request) => string;
  anonKey: string;
  serviceRoleKey: string;
  fetch: Fetch;
  now: () => number;
};

// Long enough to outlast any account: GoTrue has no "forever", and "none" lifts a ban.
const deactivatedFor = '876000h';

// The browser calls the function from the site's origin: the answer and its preflight allow it, as Supabase's guide does.
const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

const answer = (status: number, body: unknown): Response => {
  const response = json(status, body);
  for (const [name, value] of Object.entries(corsHeaders)) response.headers.set(name, value);
  return response;
};

class TeamError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Caller = { id: string; email: string };

/**
 * The `team` Edge Function: an admin signed in with both steps lists the staff, invites by email, changes a role,
 * deactivates or reactivates someone, or resets their two-step sign-in. The database says who the caller is and
 * whether they may (public.team_admin, as the caller); GoTrue's admin API makes the change with the service role,
 * which never leaves the server; each change leaves one audit row (public.record_team_action).
 */
export function createTeamHandler(deps: TeamDependencies): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    if (request.method !== 'POST') return answer(405, { error: 'Use POST.' });
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    if (!token) return answer(401, { error: 'Sign in first.' });
    const base = deps.supabaseUrl(request);
    try {
      const caller = await callerOf(base, token, deps);
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        return answer(400, { error: 'The request must be a JSON object.' });
      }
      const parsed = parseTeamRequest(body);
      if (!parsed.ok) return answer(400, { error: parsed.error });
      return answer(200, await perform(parsed.request, caller, base, deps));
    } catch (error) {
      if (error instanceof TeamError) return answer(error.status, { error: error.message });
      throw error;
    }
  };
}

async function callerOf(base: string, token: string, deps: TeamDependencies): Promise<Caller> {
  const response = await deps.fetch(`${base}/rest/v1/rpc/team_admin`, {
    method: 'POST',
    headers: { apikey: deps.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  // A refusal's body is not needed, but Deno keeps an unread body open.
  if (!response.ok) await response.body?.cancel();
  if (response.status === 401) throw new TeamError(401, 'Sign in first.');
  if (response.status === 403) throw new TeamError(403, 'Only admins may manage the team.');
  if (!response.ok) throw new TeamError(502, `The database answered ${response.status}.`);
  const [row] = (await response.json()) as { user_id: string; email: string }[];
  if (!row) throw new TeamError(403, 'Only admins may manage the team.');
  return { id: row.user_id, email: row.email };
}

async function perform(
  request: TeamRequest,
  caller: Caller,
  base: string,
  deps: TeamDependencies,
): Promise<{ members: TeamMember[] } | { member: TeamMember }> {
  const admin = adminApi(base, deps);
  if (request.action === 'list') return { members: await admin.staff() };
  if (request.action === 'invite') {
    const query = request.redirectTo ? `?${new URLSearchParams({ redirect_to: request.redirectTo })}` : '';
    const invited = await admin.call<GoTrueUser>('POST', `/invite${query}`, { email: request.email });
    const user = await admin.call<GoTrueUser>('PUT', `/admin/users/${invited.id}`, {
      app_metadata: { role: request.role },
    });
    await record(base, deps, caller, 'invited', user.id, { role: request.role });
    return { member: memberOrFail(user, deps) };
  }
  if (request.userId === caller.id) {
    throw new TeamError(409, 'You cannot change your own account here; another admin can.');
  }
  const before = await admin.staffMember(request.userId);
  if (request.action === 'setRole') {
    const user = await admin.call<GoTrueUser>('PUT', `/admin/users/${before.id}`, {
      app_metadata: { role: request.role },
    });
    await record(base, deps, caller, 'role_changed', before.id, { from: before.role, to: request.role });
    return { member: memberOrFail(user, deps) };
  }
  if (request.action === 'resetTwoStep') {
    const factors = await admin.call<{ id: string }[]>('GET', `/admin/users/${before.id}/factors`);
    for (const factor of factors) await admin.call('DELETE', `/admin/users/${before.id}/factors/${factor.id}`);
    await record(base, deps, caller, 'factor_removed', before.id, { factors: factors.length });
    return { member: await admin.staffMember(before.id) };
  }
  const deactivate = request.action === 'deactivate';
  // GoTrue ends every session of a banned user: their refresh tokens stop working on every device at once.
  const user = await admin.call<GoTrueUser>('PUT', `/admin/users/${before.id}`, {
    ban_duration: deactivate ? deactivatedFor : 'none',
  });
  await record(base, deps, caller, deactivate ? 'deactivated' : 'reactivated', before.id, {});
  return { member: memberOrFail(user, deps) };
}

function memberOrFail(user: GoTrueUser, deps: TeamDependencies): TeamMember {
  const member = teamMemberOf(user, deps.now());
  if (!member) throw new TeamError(404, 'No such member of staff.');
  return member;
}

function adminApi(base: string, deps: TeamDependencies) {
  const headers = serviceHeaders(deps.serviceRoleKey);
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await deps.fetch(`${base}/auth/v1${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const parsed = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
    if (response.ok) return parsed as T;
    if (parsed['error_code'] === 'email_exists' || parsed['code'] === 'email_exists') {
      throw new TeamError(409, 'That address already has an account.');
    }
    if (response.status === 404) throw new TeamError(404, 'No such member of staff.');
    throw new TeamError(502, `Sign-in service answered ${response.status}: ${String(parsed['msg'] ?? text)}`);
  }
  return {
    call,
    async staff(): Promise<TeamMember[]> {
      const { users } = await call<{ users: GoTrueUser[] }>('GET', '/admin/users?per_page=1000');
      return users
        .map((user) => teamMemberOf(user, deps.now()))
        .filter((member): member is TeamMember => member !== null)
        .sort(byRoleThenEmail);
    },
    async staffMember(userId: string): Promise<TeamMember> {
      return memberOrFail(await call<GoTrueUser>('GET', `/admin/users/${userId}`), deps);
    },
  };
}

async function record(
  base: string,
  deps: TeamDependencies,
  caller: Caller,
  action: string,
  targetId: string,
  details: Record<string, unknown>,
): Promise<void> {
  const response = await deps.fetch(`${base}/rest/v1/rpc/record_team_action`, {
    method: 'POST',
    headers: serviceHeaders(deps.serviceRoleKey),
    body: JSON.stringify({ p_actor_id: caller.id, p_action: action, p_target_id: targetId, p_details: details }),
  });
  if (!response.ok) throw new TeamError(502, `The audit trail answered ${response.status}: ${await response.text()}`);
}
