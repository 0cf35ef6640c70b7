import { createFileRoute } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { KeyRound } from 'lucide-react';
import type { ChangeEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { welcomeMachine, type WelcomeField } from '../../../machines/welcome/welcome.machine';
import { welcomeActors } from '../../actors/welcome.actors';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ErrorNote, Notice } from '../../components/ui/notice';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { couldNot, reasonText, refusedWithoutReason } from '../../content/failures';
import { pageTitle } from '../../content/page-title';
import { welcomeCopy as copy } from '../../content/welcome';
import { welcomeHead } from '../../content/welcome-head';
import { actorOptions } from '../../lib/inspector';
import { pageHead } from '../../lib/page-head';

/** Where an invitation's link lands: no session guard, since the link itself brings the session. */
export const Route = createFileRoute('/admin/welcome')({
  head: () => pageHead({ ...welcomeHead, title: pageTitle(welcomeHead.title), noindex: true }),
  staticData: { topBar: 'none' },
  component: WelcomePage,
});

const welcome = welcomeMachine.provide({ actors: welcomeActors });

function WelcomePage() {
  const actor = useActorRef(welcome, actorOptions());
  const step = useSelector(actor, (state) =>
    state.matches('opening')
      ? 'opening'
      : state.matches('invalid')
        ? 'invalid'
        : state.matches('saved')
          ? 'saved'
          : 'form',
  );
  const failure = useSelector(actor, (state) => state.context.failure);
  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-16 sm:px-6">
      <Card variant="raised" className="p-8 shadow-xl">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-500/15 text-brand-300">
            <KeyRound className="h-6 w-6" aria-hidden="true" />
          </span>
          <h1 className="text-3xl font-bold text-white">{copy.title}</h1>
        </div>
        {step === 'opening' && (
          <p role="status" className="flex items-center justify-center gap-3 text-slate-300">
            <Spinner />
            {copy.opening}
          </p>
        )}
        {step === 'invalid' && (
          <Notice tone="danger" as="div" role="alert" className="flex flex-col gap-2">
            <p className="font-semibold">{copy.invalid}</p>
            {failure && <p>{reasonText(failure)}</p>}
            <p>{copy.invalidHint}</p>
          </Notice>
        )}
        {step === 'form' && <PasswordForm actor={actor} />}
        {step === 'saved' && (
          <div role="status" className="flex flex-col items-center gap-4 text-center">
            <p className="font-semibold text-white">{copy.saved}</p>
            <p className="text-slate-300">{copy.savedHint}</p>
            <ButtonLink to="/admin/login" size="lg" shape="box">
              {copy.signIn}
            </ButtonLink>
          </div>
        )}
      </Card>
    </section>
  );
}

function PasswordForm({ actor }: { actor: ActorRefFrom<typeof welcome> }) {
  const { email, password, confirmation, problem, failure } = useSelector(actor, (state) => state.context);
  const busy = useSelector(actor, (state) => state.hasTag('busy'));
  const change = (field: WelcomeField) => (event: ChangeEvent<HTMLInputElement>) =>
    actor.send({ type: 'field.change', field, value: event.target.value });
  return (
    <form
      method="post"
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'form.submit' });
      }}
    >
      <p className="text-slate-300">{copy.intro(email)}</p>
      {/* The address as a username field, so a password manager saves the new password under it. */}
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <TextField
        id="welcome-password"
        label={copy.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={copy.passwordHint}
        error={problem === 'short' ? copy.problems.short : undefined}
        value={password}
        onChange={change('password')}
        readOnly={busy}
      />
      <TextField
        id="welcome-confirmation"
        label={copy.confirmation}
        name="confirmation"
        type="password"
        autoComplete="new-password"
        required
        error={problem === 'different' ? copy.problems.different : undefined}
        value={confirmation}
        onChange={change('confirmation')}
        readOnly={busy}
      />
      {failure && <ErrorNote>{couldNot(copy.saveFailed, failure.reason, refusedWithoutReason)}</ErrorNote>}
      <Button type="submit" size="lg" shape="box" disabled={busy} aria-busy={busy}>
        {busy ? copy.saving : copy.save}
      </Button>
    </form>
  );
}
