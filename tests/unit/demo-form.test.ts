import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { demoFormMachine, type DemoFormValues } from '../../machines/demo-form/demo-form.machine';
import { demoFormImplementations, toContactSubmission } from '../../src/actors/demo-form.actors';
import { loadSupabase } from '../../src/lib/load-supabase';

vi.mock('../../src/lib/load-supabase', () => ({ loadSupabase: vi.fn() }));

const filled: DemoFormValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 555 0100',
  business: 'Dental clinic',
};

function start(send: (values: DemoFormValues) => Promise<void>) {
  const clock = new SimulatedClock();
  const logError = vi.fn();
  const actor = createActor(
    demoFormMachine.provide({
      actors: { submitDemoRequest: fromPromise<void, DemoFormValues>(({ input }) => send(input)) },
      actions: { logError },
    }),
    { clock },
  ).start();
  for (const [field, value] of Object.entries(filled)) {
    actor.send({ type: 'form.change', field: field as keyof DemoFormValues, value });
  }
  return { actor, clock, logError };
}

describe('demo form', () => {
  it('refuses to send while a field is blank', () => {
    const send = vi.fn(async () => {});
    const { actor } = start(send);
    actor.send({ type: 'form.change', field: 'business', value: '   ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps what was typed and logs the error when sending fails, and a retry sends it again', async () => {
    const failure = new Error('insert failed');
    const send = vi.fn<(values: DemoFormValues) => Promise<void>>().mockRejectedValueOnce(failure).mockResolvedValue();
    const { actor, logError } = start(send);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.values).toEqual(filled);
    expect(logError).toHaveBeenCalledWith(expect.anything(), { error: failure });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(send).toHaveBeenLastCalledWith(filled);
  });

  it('clears the form exactly 3000 ms after a successful send', async () => {
    const { actor, clock } = start(async () => {});
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('success'));
    clock.increment(2999);
    expect(actor.getSnapshot().context.values).toEqual(filled);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(Object.values(actor.getSnapshot().context.values).join('')).toBe('');
  });

  it('stores the request under the contact_submissions column names, without stray spaces', () => {
    expect(toContactSubmission({ ...filled, email: ' ada@example.com ' })).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '+1 555 0100',
      business: 'Dental clinic',
    });
  });

  it('asks for a warm-up whenever the visitor focuses the form, whatever it is doing', () => {
    const warmUp = vi.fn();
    const actor = createActor(demoFormMachine.provide({ actions: { warmUp } })).start();
    actor.send({ type: 'form.focus' });
    expect(warmUp).toHaveBeenCalledTimes(1);
    actor.send({ type: 'form.change', field: 'firstName', value: 'Ada' });
    actor.send({ type: 'form.focus' });
    expect(warmUp).toHaveBeenCalledTimes(2);
  });

  it('fetches supabase-js on the first focus only, and again after a failed fetch', async () => {
    const fetches = vi.mocked(loadSupabase).mockImplementation(() => new Promise(() => {}));
    fetches.mockRejectedValueOnce(new Error('offline'));
    const warmUp = () => demoFormImplementations.actions.warmUp();
    warmUp();
    warmUp();
    expect(fetches).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => {
      warmUp();
      expect(fetches).toHaveBeenCalledTimes(2);
    });
    warmUp();
    warmUp();
    expect(fetches).toHaveBeenCalledTimes(2);
  });
});
