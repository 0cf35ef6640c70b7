import { isTeamRole, type TeamRole } from './team-members.ts';

/** What the Team screen asks of the team function. */
export type TeamRequest =
  | { action: 'list' }
  | { action: 'invite'; email: string; role: TeamRole; redirectTo: string | null }
  | { action: 'setRole'; userId: string; role: TeamRole }
  | { action: 'deactivate' | 'reactivate' | 'resetTwoStep'; userId: string };

export type ParsedTeamRequest = { ok: true; request: TeamRequest } | { ok: false; error: string };

// GoTrue's own rule (something@domain.tld, no spaces), so the function refuses what GoTrue would, in plain words.
const emailShape = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const invalidEmail = 'Enter an email address such as name@example.com.';
const invalidRole = 'Choose a role: admin or sales.';

/** Reads the request's JSON body; anything it cannot read is refused with what was wrong. */
export function parseTeamRequest(body: unknown): ParsedTeamRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, error: 'The request must be a JSON object.' };
  }
  const fields = body as Record<string, unknown>;
  const action = fields['action'];
  if (action === 'list') return { ok: true, request: { action } };
  if (action === 'invite') {
    const email = typeof fields['email'] === 'string' ? fields['email'].trim().toLowerCase() : '';
    if (!emailShape.test(email)) return { ok: false, error: invalidEmail };
    const role = fields['role'];
    if (!isTeamRole(role)) return { ok: false, error: invalidRole };
    const redirectTo = typeof fields['redirectTo'] === 'string' ? fields['redirectTo'] : null;
    return { ok: true, request: { action, email, role, redirectTo } };
  }
  if (action === 'setRole' || action === 'deactivate' || action === 'reactivate' || action === 'resetTwoStep') {
    const userId = fields['userId'];
    if (typeof userId !== 'string' || !uuidShape.test(userId)) {
      return { ok: false, error: 'userId must be the id of a member of staff.' };
    }
    if (action !== 'setRole') return { ok: true, request: { action, userId } };
    const role = fields['role'];
    if (!isTeamRole(role)) return { ok: false, error: invalidRole };
    return { ok: true, request: { action, userId, role } };
  }
  return { ok: false, error: 'action must be list, invite, setRole, deactivate, reactivate or resetTwoStep.' };
}
