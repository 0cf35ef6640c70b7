import { useActorRef, useSelector } from '@xstate/react';
import { ArrowLeft, RefreshCw, Send } from 'lucide-react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { teamMachine, teamRoleChoices, type TeamMember, type TeamRole } from '../../../machines/team/team.machine';
import { failureReportActions } from '../../actors/report-failure';
import { teamActors } from '../../actors/team.actors';
import { couldNot, reasonText, refusedWithoutReason } from '../../content/failures';
import { teamCopy as copy } from '../../content/team';
import { actorOptions } from '../../lib/inspector';
import { formatSubmissionDate } from '../../lib/submission-date';
import { staffWidth } from '../page-width';
import { Button, ButtonLink } from '../ui/button';
import { Card } from '../ui/card';
import { ModalDialog } from '../ui/modal-dialog';
import { ErrorNote, Notice } from '../ui/notice';
import { Spinner } from '../ui/spinner';
import { SelectField, TextField } from '../ui/text-field';

const team = teamMachine.provide({ actors: teamActors, actions: failureReportActions });

type TeamActor = ActorRefFrom<typeof teamMachine>;

const roleOptions = teamRoleChoices.map((role) => ({ value: role, label: copy.roles[role] }));
const isRole = (value: string): value is TeamRole => teamRoleChoices.includes(value as TeamRole);

/** `/admin/team`: the staff with role, two-step status and last sign-in; invite, change a role, deactivate. */
export function TeamScreen({ viewerId }: { viewerId: string | null }) {
  const actor = useActorRef(team, actorOptions());
  const mode = useSelector(actor, (state) =>
    state.matches('loading') ? 'loading' : state.matches('failed') ? 'failed' : 'ready',
  );
  const loadFailure = useSelector(actor, (state) => state.context.loadFailure);
  const failure = useSelector(actor, (state) => state.context.failure);
  const done = useSelector(actor, (state) => state.context.done);

  return (
    <section className={`${staffWidth} py-12`}>
      <header>
        <ButtonLink to="/admin/dashboard" variant="plain">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {copy.back}
        </ButtonLink>
        <h1 className="mt-2 text-3xl font-bold text-white">{copy.title}</h1>
        <p className="mt-1 text-slate-300">{copy.intro}</p>
      </header>
      {mode === 'loading' && (
        <p className="mt-8 flex items-center gap-3 text-slate-300">
          <Spinner />
          Loading...
        </p>
      )}
      {mode === 'failed' && (
        <Notice tone="danger" as="div" role="alert" className="mt-8 flex flex-col items-start gap-3">
          <p className="font-semibold">{copy.loadFailed}</p>
          {loadFailure && <p>{reasonText(loadFailure)}</p>}
          <Button variant="dangerQuiet" size="sm" shape="box" onClick={() => actor.send({ type: 'team.retry' })}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {copy.retry}
          </Button>
        </Notice>
      )}
      {mode === 'ready' && (
        <div className="mt-8 flex flex-col gap-6">
          <InviteForm actor={actor} />
          <p role="status" className="min-h-6 text-slate-200">
            {done ? copy.done(done) : ''}
          </p>
          {failure && <ErrorNote>{couldNot(copy.changeFailed, failure.reason, refusedWithoutReason)}</ErrorNote>}
          <MemberTable actor={actor} viewerId={viewerId} />
          <Confirmation actor={actor} />
        </div>
      )}
    </section>
  );
}

function InviteForm({ actor }: { actor: TeamActor }) {
  const busy = useSelector(actor, (state) => state.hasTag('busy'));
  const inviting = useSelector(actor, (state) => state.matches('inviting'));
  // A new form after each sent invitation: the boxes empty; a refused one keeps what was typed.
  const sent = useSelector(actor, (state) => state.context.invitationsSent);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const role = String(form.get('role'));
    if (!isRole(role)) return;
    actor.send({ type: 'team.invite', invitation: { email: String(form.get('email')), role } });
  };
  return (
    <Card as="section" variant="raised" className="p-6" aria-labelledby="invite-heading">
      <h2 id="invite-heading" className="text-xl font-semibold text-white">
        {copy.invite.heading}
      </h2>
      <form key={sent} className="mt-4 flex flex-col gap-4 md:flex-row md:items-end" onSubmit={submit}>
        <TextField
          id="invite-email"
          name="email"
          type="email"
          required
          autoComplete="off"
          label={copy.invite.email}
          className="md:flex-1"
          readOnly={inviting}
        />
        <SelectField
          id="invite-role"
          name="role"
          label={copy.invite.role}
          options={roleOptions}
          defaultValue="sales"
          className="md:w-48"
        />
        <Button type="submit" variant="primary" shape="box" disabled={busy}>
          <Send className="h-4 w-4" aria-hidden="true" />
          {inviting ? copy.invite.sending : copy.invite.send}
        </Button>
      </form>
    </Card>
  );
}

function MemberTable({ actor, viewerId }: { actor: TeamActor; viewerId: string | null }) {
  const members = useSelector(actor, (state) => state.context.members);
  const busy = useSelector(actor, (state) => state.hasTag('busy') || state.matches('confirming'));
  return (
    <div
      className="overflow-x-auto rounded-2xl border border-white/10"
      tabIndex={0}
      role="region"
      aria-label={copy.title}
    >
      <table className="w-full text-left text-sm text-slate-200">
        <thead className="bg-white/5 text-xs tracking-wide text-slate-400 uppercase">
          <tr>
            {Object.values(copy.columns).map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <MemberRow key={member.id} member={member} self={member.id === viewerId} busy={busy} actor={actor} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MemberRow({
  member,
  self,
  busy,
  actor,
}: {
  member: TeamMember;
  self: boolean;
  busy: boolean;
  actor: TeamActor;
}) {
  const status = copy.status(member);
  const change = (action: 'deactivate' | 'reactivate' | 'resetTwoStep') =>
    actor.send({ type: 'team.change', change: { action, userId: member.id } });
  return (
    <tr className="border-t border-white/10">
      <th scope="row" className="px-4 py-3 font-medium text-white">
        {member.email}
        {self && <span className="ml-2 text-xs text-slate-400">({copy.you})</span>}
        {status && <span className="ml-2 rounded-full bg-white/10 px-2 py-0.5 text-xs text-amber-200">{status}</span>}
      </th>
      <td className="px-4 py-3">
        {self ? (
          copy.roles[member.role]
        ) : (
          <select
            aria-label={copy.roleOf(member.email)}
            value={member.role}
            disabled={busy}
            onChange={(event) => {
              const role = event.currentTarget.value;
              if (isRole(role))
                actor.send({ type: 'team.change', change: { action: 'setRole', userId: member.id, role } });
            }}
            className="rounded-lg border border-white/15 bg-slate-900 px-2 py-1 text-white"
          >
            {roleOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </td>
      <td className="px-4 py-3">{copy.twoStep(member)}</td>
      <td className="px-4 py-3">
        {member.lastSignInAt ? (
          <time dateTime={member.lastSignInAt}>{formatSubmissionDate(member.lastSignInAt)}</time>
        ) : (
          copy.never
        )}
      </td>
      <td className="px-4 py-3">
        {!self && (
          <div className="flex flex-wrap gap-2">
            {member.twoStep && (
              <Button size="sm" variant="quiet" shape="box" disabled={busy} onClick={() => change('resetTwoStep')}>
                {copy.resetTwoStep}
              </Button>
            )}
            {member.deactivated ? (
              <Button size="sm" variant="quiet" shape="box" disabled={busy} onClick={() => change('reactivate')}>
                {copy.reactivate}
              </Button>
            ) : (
              <Button size="sm" variant="dangerQuiet" shape="box" disabled={busy} onClick={() => change('deactivate')}>
                {copy.deactivate}
              </Button>
            )}
          </div>
        )}
      </td>
    </tr>
  );
}

function Confirmation({ actor }: { actor: TeamActor }) {
  const pending = useSelector(actor, (state) => (state.matches('confirming') ? state.context.pending : null));
  const email = useSelector(
    actor,
    (state) => state.context.members.find((member) => member.id === state.context.pending?.userId)?.email ?? '',
  );
  if (!pending || (pending.action !== 'deactivate' && pending.action !== 'resetTwoStep')) return null;
  const words = copy.confirm[pending.action];
  return (
    <ModalDialog label={words.title(email)} alert onCancel={() => actor.send({ type: 'team.cancel' })}>
      <h2 className="text-xl font-semibold text-white">{words.title(email)}</h2>
      <p className="mt-2 text-slate-300">{words.body}</p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="quiet" shape="box" data-autofocus onClick={() => actor.send({ type: 'team.cancel' })}>
          {copy.confirm.cancel}
        </Button>
        <Button variant="danger" shape="box" onClick={() => actor.send({ type: 'team.confirm' })}>
          {words.action}
        </Button>
      </div>
    </ModalDialog>
  );
}
