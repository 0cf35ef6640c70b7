import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { idleTimeoutMachine } from '../../machines/idle-timeout/idle-timeout.machine';
import { idleTimeoutImplementations } from '../actors/idle-timeout.actors';
import { actorOptions } from '../lib/inspector';
import type { SessionActor } from '../router-context';
import { Button } from './ui/button';
import { ModalDialog } from './ui/modal-dialog';

/**
 * A signed-in member of staff's idle timer: it renders nothing until a minute before the session would end, then a
 * dialog that keeps the person signed in when dismissed (any input does too).
 */
export function IdleWarning({ session }: { session: SessionActor }) {
  const [machine] = useState(() => idleTimeoutMachine.provide(idleTimeoutImplementations(session)));
  const actor = useActorRef(machine, actorOptions());
  const warning = useSelector(actor, (state) => state.hasTag('warning'));
  if (!warning) return null;
  const stay = () => actor.send({ type: 'warning.dismiss' });
  return (
    <ModalDialog label="Still there?" alert onCancel={stay}>
      <h2 className="text-xl font-semibold text-white">Still there?</h2>
      <p className="mt-2 text-slate-300">You will be signed out in 1 minute because nothing has happened here.</p>
      <Button data-autofocus variant="primary" size="sm" shape="box" className="mt-4" onClick={stay}>
        Stay signed in
      </Button>
    </ModalDialog>
  );
}
