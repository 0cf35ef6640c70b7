import { useActorRef, useSelector } from '@xstate/react';
import { ArrowLeft, LockKeyhole } from 'lucide-react';
import { lazy, Suspense, type ChangeEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { loginMachine, type LoginField } from '../../../machines/login/login.machine';
import { loginActors } from '../../actors/login.actors';
import { Button, ButtonLink } from '../ui/button';
import { Card } from '../ui/card';
import { ErrorNote } from '../ui/notice';
import { TextField } from '../ui/text-field';
import { loginCopy } from '../../content/login';
import { actorOptions } from '../../lib/inspector';

const login = loginMachine.provide({ actors: loginActors });

// The QR encoder is needed only by someone enrolling an authenticator, so it stays out of the sign-in's first load.
const AuthenticatorQr = lazy(() =>
  import('../authenticator-qr').then((module) => ({ default: module.AuthenticatorQr })),
);

/** The staff sign-in: password, then the authenticator's code (or its enrolment). */
export function AdminLoginPage() {
  const actor = useActorRef(login, actorOptions());
  const step = useSelector(actor, (state) =>
    state.matches('code') || (state.matches('verifying') && state.context.enrolment === null)
      ? 'code'
      : state.matches('enrolling')
        ? 'enrolling'
        : state.matches('confirming') || state.matches('verifying')
          ? 'confirming'
          : 'password',
  );

  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-16 sm:px-6">
      <Card variant="raised" className="p-8 shadow-xl">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-500/15 text-brand-300">
            <LockKeyhole className="h-6 w-6" aria-hidden="true" />
          </span>
          <h1 className="text-3xl font-bold text-white">Admin Login</h1>
        </div>
        {step === 'password' && <PasswordStep actor={actor} />}
        {step === 'enrolling' && (
          <p role="status" className="text-center text-slate-300">
            {loginCopy.enrolling}
          </p>
        )}
        {(step === 'code' || step === 'confirming') && <CodeStep actor={actor} />}
      </Card>
      <ButtonLink to="/" variant="plain" className="mx-auto mt-6">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Home
      </ButtonLink>
    </section>
  );
}

type LoginActor = ActorRefFrom<typeof login>;

function PasswordStep({ actor }: { actor: LoginActor }) {
  const credentials = useSelector(actor, (state) => state.context.credentials);
  const failure = useSelector(actor, (state) => state.context.failure);
  // After success the form stays disabled until the guard has moved on.
  const busy = useSelector(actor, (state) => state.hasTag('busy') || state.status === 'done');
  const change = (field: LoginField) => (event: ChangeEvent<HTMLInputElement>) =>
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
      <TextField
        id="admin-email"
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={credentials.email}
        onChange={change('email')}
        readOnly={busy}
      />
      <TextField
        id="admin-password"
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={credentials.password}
        onChange={change('password')}
        readOnly={busy}
      />
      {failure && <ErrorNote>{failure.reason ?? loginCopy.failed}</ErrorNote>}
      <Button type="submit" size="lg" shape="box" disabled={busy} aria-busy={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}

/** The code from the authenticator; when enrolling, first the QR code and the key to set the app up with. */
function CodeStep({ actor }: { actor: LoginActor }) {
  const code = useSelector(actor, (state) => state.context.code);
  const enrolment = useSelector(actor, (state) => state.context.enrolment);
  const failure = useSelector(actor, (state) => state.context.failure);
  const busy = useSelector(actor, (state) => state.hasTag('busy') || state.status === 'done');
  return (
    <form
      method="post"
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'form.submit' });
      }}
    >
      {enrolment ? (
        <>
          <p className="text-slate-300">{loginCopy.enrolPrompt}</p>
          <Suspense fallback={<div className="mx-auto h-[200px] w-[200px]" aria-hidden="true" />}>
            <AuthenticatorQr uri={enrolment.uri} alt={loginCopy.qrAlt} />
          </Suspense>
          <div>
            <p className="text-sm font-medium text-slate-300">{loginCopy.keyLabel}</p>
            <p className="mt-1 font-mono text-sm break-all text-white" data-testid="authenticator-key">
              {enrolment.secret}
            </p>
          </div>
        </>
      ) : (
        <p className="text-slate-300">{loginCopy.codePrompt}</p>
      )}
      <TextField
        id="admin-code"
        label={loginCopy.codeLabel}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(event) => actor.send({ type: 'code.change', value: event.target.value })}
        readOnly={busy}
      />
      {failure && <ErrorNote>{failure.reason ?? loginCopy.codeFailed}</ErrorNote>}
      <Button type="submit" size="lg" shape="box" disabled={busy} aria-busy={busy}>
        {busy ? loginCopy.verifying : loginCopy.verify}
      </Button>
    </form>
  );
}
