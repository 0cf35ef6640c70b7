import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  demoFormMachine,
  DemoRequestRateLimitedError,
  type DemoRequest,
} from '../../machines/demo-form/demo-form.machine';
import type { DemoFormValues } from '../../machines/demo-form/demo-form-rules';
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

/** The form appeared at 1000 ms on the page's clock. */
const openedAt = 1000;

function startSending(send: (request: DemoRequest) => Promise<void>) {
  const clock = new SimulatedClock();
  const reportFailure = vi.fn();
  const actor = createActor(
    demoFormMachine.provide({
      actors: { submitDemoRequest: fromPromise<void, DemoRequest>(({ input }) => send(input)) },
      actions: { reportFailure },
    }),
    { clock, input: { openedAt } },
  ).start();
  for (const [field, value] of Object.entries(filled)) {
    actor.send({ type: 'form.change', field: field as keyof DemoFormValues, value });
  }
  let offered = 0;
  const submit = ({ at = openedAt + 10_000, honeypot = '' } = {}) =>
    actor.send({ type: 'form.submit', requestId: `offered-${++offered}`, at, honeypot });
  return { actor, clock, reportFailure, submit };
}

/** For the tests that look only at the values sent. */
const start = (send: (values: DemoFormValues) => Promise<void>) => startSending(({ values }) => send(values));

describe('demo form', () => {
  it('refuses to send while a field is blank', () => {
    const send = vi.fn(async () => {});
    const { actor, submit } = start(send);
    actor.send({ type: 'form.change', field: 'business', value: '   ' });
    submit();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps what was typed and logs the error when sending fails, and a retry sends it again', async () => {
    const failure = new Error('insert failed');
    const send = vi.fn<(values: DemoFormValues) => Promise<void>>().mockRejectedValueOnce(failure).mockResolvedValue();
    const { actor, reportFailure, submit } = start(send);
    submit();
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context.values).toEqual(filled);
    expect(reportFailure).toHaveBeenCalledWith(expect.anything(), { error: failure });
    submit();
    await waitFor(actor, (s) => s.matches('success'));
    expect(send).toHaveBeenLastCalledWith(filled);
  });

  it('clears the form exactly 3000 ms after a successful send', async () => {
    const { actor, clock, submit } = start(async () => {});
    submit();
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
    const actor = createActor(demoFormMachine.provide({ actions: { warmUp } }), { input: { openedAt } }).start();
    actor.send({ type: 'form.focus' });
    expect(warmUp).toHaveBeenCalledTimes(1);
    actor.send({ type: 'form.change', field: 'firstName', value: 'Ada' });
    actor.send({ type: 'form.focus' });
    expect(warmUp).toHaveBeenCalledTimes(2);
  });

  it('fetches supabase-js on the first focus only, and again after a failed fetch', async () => {
    const fetches = vi.mocked(loadSupabase).mockImplementation(() => new Promise(() => {}));
    fetches.mockRejectedValueOnce(new Error('offline'));
    const { warmUp } = demoFormImplementations().actions;
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

describe('demo form request ids and spam signals', () => {
  const failOnce = () =>
    vi.fn<(request: DemoRequest) => Promise<void>>().mockRejectedValueOnce(new Error('lost')).mockResolvedValue();

  it('a retry of the same values sends the request id of the first attempt', async () => {
    const send = failOnce();
    const { actor, submit } = startSending(send);
    submit();
    await waitFor(actor, (s) => s.matches('failure'));
    submit();
    await waitFor(actor, (s) => s.matches('success'));
    expect(send.mock.calls.map(([request]) => request.requestId)).toEqual(['offered-1', 'offered-1']);
  });

  it('changing a value after a failure sends a new request id', async () => {
    const send = failOnce();
    const { actor, submit } = startSending(send);
    submit();
    await waitFor(actor, (s) => s.matches('failure'));
    actor.send({ type: 'form.change', field: 'phone', value: '+1 555 0199' });
    submit();
    await waitFor(actor, (s) => s.matches('success'));
    expect(send.mock.calls.map(([request]) => request.requestId)).toEqual(['offered-1', 'offered-2']);
  });

  it('the next request after a success gets a new id', async () => {
    const send = vi.fn(async (_: DemoRequest) => {});
    const { actor, clock, submit } = startSending(send);
    submit();
    await waitFor(actor, (s) => s.matches('success'));
    clock.increment(3000);
    for (const [field, value] of Object.entries(filled)) {
      actor.send({ type: 'form.change', field: field as keyof DemoFormValues, value });
    }
    submit();
    await waitFor(actor, (s) => s.matches('success'));
    expect(send.mock.calls.map(([request]) => request.requestId)).toEqual(['offered-1', 'offered-2']);
  });

  it('a second submit while the first is being sent is ignored, so a double click sends once', () => {
    const send = vi.fn(() => new Promise<void>(() => {}));
    const { actor, submit } = startSending(send);
    submit();
    submit();
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends the time from the form appearing to the submit, and what the hidden field holds', () => {
    const send = vi.fn(() => new Promise<void>(() => {}));
    const { submit } = startSending(send);
    submit({ at: openedAt + 2400.4, honeypot: 'http://spam.example' });
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ fillMs: 2400, honeypot: 'http://spam.example' }));
  });

  it('a refusal for too many requests is told apart from other failures, and the values stay', async () => {
    const send = vi
      .fn<(request: DemoRequest) => Promise<void>>()
      .mockRejectedValueOnce(new DemoRequestRateLimitedError('Too many requests'))
      .mockRejectedValueOnce(new Error('offline'));
    const { actor, submit } = startSending(send);
    submit();
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'rateLimited', values: filled });
    submit();
    await waitFor(actor, (s) => s.matches('failure') && s.context.failure === 'unavailable');
    expect(actor.getSnapshot().context.values).toEqual(filled);
  });

  it('the log names a refusal for too many requests as such', () => {
    expect(String(new DemoRequestRateLimitedError('Too many requests'))).toBe(
      'DemoRequestRateLimitedError: Too many requests',
    );
  });

  it.each(['a@b', 'retry@localhost', 'two@@example.com', 'has space@example.com'])(
    'refuses to send %s, an email the database would refuse',
    (email) => {
      const send = vi.fn(async () => {});
      const { actor, submit } = start(send);
      actor.send({ type: 'form.change', field: 'email', value: email });
      submit();
      expect(actor.getSnapshot().value).toBe('idle');
      expect(send).not.toHaveBeenCalled();
    },
  );

  it('refuses to send a field longer than the database keeps, counting the trimmed value', () => {
    const send = vi.fn(async () => {});
    const { actor, submit } = start(send);
    actor.send({ type: 'form.change', field: 'phone', value: `  ${'1'.repeat(41)}  ` });
    submit();
    expect(send).not.toHaveBeenCalled();
    actor.send({ type: 'form.change', field: 'phone', value: `  ${'1'.repeat(40)}  ` });
    submit();
    expect(send).toHaveBeenCalledOnce();
  });

  it('a field the database refuses is marked, every value stays, and changing that field clears the mark', async () => {
    vi.mocked(loadSupabase).mockResolvedValue({
      from: () => ({
        upsert: async () => ({
          status: 400,
          error: {
            code: '23514',
            message:
              'new row for relation "contact_submissions" violates check constraint "contact_submissions_email_shape"',
          },
        }),
      }),
    } as never);
    const actor = createActor(
      demoFormMachine.provide({
        actors: { submitDemoRequest: demoFormImplementations().actors.submitDemoRequest },
        actions: { reportFailure: () => {}, reportSent: () => {}, warmUp: () => {} },
      }),
      { input: { openedAt } },
    ).start();
    for (const [field, value] of Object.entries(filled)) {
      actor.send({ type: 'form.change', field: field as keyof DemoFormValues, value });
    }
    actor.send({ type: 'form.submit', requestId: 'request-1', at: openedAt + 10_000, honeypot: '' });
    await waitFor(actor, (s) => s.matches('failure'));
    expect(actor.getSnapshot().context).toMatchObject({ failure: 'refused', refusedField: 'email', values: filled });
    actor.send({ type: 'form.change', field: 'phone', value: '+1 555 0199' });
    expect(actor.getSnapshot().context.refusedField).toBe('email');
    actor.send({ type: 'form.change', field: 'email', value: 'ada@example.org' });
    expect(actor.getSnapshot().context.refusedField).toBeNull();
  });
});
