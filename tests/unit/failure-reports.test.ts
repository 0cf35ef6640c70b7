import type { AnyRouter } from '@tanstack/react-router';
import { createMemoryHistory, createRouter, notFound, redirect } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { demoFormMachine, type DemoRequest } from '../../machines/demo-form/demo-form.machine';
import { sessionMachine } from '../../machines/session/session.machine';
import { failureReportActions, reportMachineFailure, stateName } from '../../src/actors/report-failure';
import type { ErrorReport } from '../../src/errors/error-report';
import {
  asError,
  connectFailureReports,
  notFoundRoute,
  pageFacts,
  reactRootErrorOptions,
} from '../../src/lib/failure-reports';
import type { RouterContext } from '../../src/router-context';
import { routeTree } from '../../src/routeTree.gen';

/** The browser's window, where reports travel to the queue; Node has none. */
function stubWindow() {
  const window = new EventTarget();
  vi.stubGlobal('addEventListener', window.addEventListener.bind(window));
  vi.stubGlobal('removeEventListener', window.removeEventListener.bind(window));
  vi.stubGlobal('dispatchEvent', window.dispatchEvent.bind(window));
}

beforeEach(stubWindow);

/** The queue main.tsx would hand to start(), recording what reaches it. */
function connectQueue() {
  const reports: ErrorReport[] = [];
  connectFailureReports(
    { report: (report) => void reports.push(report), describePage: () => {} },
    // Only describePage reads the router, and this queue never asks.
    {} as AnyRouter,
  );
  return reports;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the machines' failure reports", () => {
  it('name the machine and the state the failure arrived in, not the one it moved to', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reports = connectQueue();
    const failure = { code: 'XX000', message: 'could not store', details: null };
    const actor = createActor(
      demoFormMachine.provide({
        actors: { submitDemoRequest: fromPromise<void, DemoRequest>(() => Promise.reject(failure)) },
        actions: { reportFailure: reportMachineFailure },
      }),
      { input: { openedAt: 0 } },
    ).start();
    const typed = { firstName: 'x', lastName: 'x', email: 'x@example.com', phone: '+14155550100', business: 'x' };
    for (const [field, value] of Object.entries(typed) as [keyof typeof typed, string][]) {
      actor.send({ type: 'form.change', field, value });
    }
    actor.send({ type: 'form.submit', requestId: 'r1', at: 5000, honeypot: '' });
    await waitFor(actor, (snapshot) => snapshot.matches('failure'));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ source: 'failure', context: { machine: 'demoForm', state: 'submitting' } });
    const error = reports[0]?.error;
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'XX000', message: 'could not store' });
  });

  it('report a sign-out that failed, from signingOut', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reports = connectQueue();
    const session = createActor(
      sessionMachine.provide({
        actors: {
          watchAuth: fromPromise(() => new Promise<never>(() => {})) as never,
          signOut: fromPromise<void>(() => Promise.reject(new Error('network down'))),
        },
        actions: failureReportActions,
      }),
    ).start();
    session.send({
      type: 'auth.signedIn',
      user: { id: 'u', email: 'a@b.example', role: 'admin', secondStepPending: false },
    });
    session.send({ type: 'session.signOut' });
    await waitFor(session, (snapshot) => snapshot.matches('signedIn') && snapshot.context.error !== null);
    expect(reports).toMatchObject([{ context: { machine: 'session', state: 'signingOut' } }]);
  });

  it('spell nested and parallel states as one name', () => {
    expect(stateName('idle')).toBe('idle');
    expect(stateName({ counting: 'loading' })).toBe('counting.loading');
    expect(stateName({ ready: { edit: 'idle', notes: 'sending' } })).toBe('ready.edit.idle, ready.notes.sending');
  });
});

describe("React's root errors", () => {
  it('are reported once each, with the callback that saw them', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reports = connectQueue();
    const error = new Error('render failed');
    reactRootErrorOptions.onCaughtError?.(error, { componentStack: '\n    at Page' });
    reactRootErrorOptions.onUncaughtError?.(error, {});
    reactRootErrorOptions.onRecoverableError?.(error, {});
    expect(reports).toEqual([
      { source: 'react', kind: 'caught', error, componentStack: '\n    at Page' },
      { source: 'react', kind: 'uncaught', error, componentStack: undefined },
      { source: 'react', kind: 'recoverable', error, componentStack: undefined },
    ]);
  });

  it("leave out the router's redirects and not-found pages, which are navigation", () => {
    const reports = connectQueue();
    reactRootErrorOptions.onCaughtError?.(redirect({ to: '/' }), {});
    reactRootErrorOptions.onCaughtError?.(notFound(), {});
    expect(reports).toEqual([]);
  });

  it("leave a route's missing code to the load after the router's reload, which reports it if it fails again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The page as it loaded: the router had not reloaded for anything yet.
    vi.stubGlobal('sessionStorage', { length: 0, key: () => null });
    stubWindow();
    vi.resetModules();
    const fresh = await import('../../src/lib/failure-reports');
    const reports: ErrorReport[] = [];
    fresh.connectFailureReports(
      { report: (report) => void reports.push(report), describePage: () => {} },
      {} as AnyRouter,
    );
    const missing = new TypeError('Failed to fetch dynamically imported module: http://site.example/assets/a-1.js');
    fresh.reactRootErrorOptions.onCaughtError?.(missing, {});
    expect(reports).toEqual([]);
    const other = new Error('render failed');
    fresh.reactRootErrorOptions.onCaughtError?.(other, {});
    expect(reports).toEqual([{ source: 'react', kind: 'caught', error: other, componentStack: undefined }]);
    vi.unstubAllGlobals();
  });
});

describe('a failure as an error', () => {
  it('keeps an Error as it is, and makes one of an object with a message', () => {
    const error = new Error('x');
    expect(asError(error)).toBe(error);
    expect(asError({ kind: 'network', message: 'offline' })).toMatchObject({ name: 'network', message: 'offline' });
    expect(asError('text')).toBe('text');
  });
});

describe('the page a report names', () => {
  const factsAt = (address: string) =>
    pageFacts(
      createRouter({
        routeTree,
        history: createMemoryHistory({ initialEntries: [address] }),
        // Matching by path reads no context; the session is never started here.
        context: {} as RouterContext,
      }),
    );

  it.each([
    ['/', '/', []],
    ['/roi?calls=1500', '/roi', []],
    ['/ai-phone-caller/acme-dental?q=x#y', '/ai-phone-caller/$slug', ['acme-dental']],
    [
      '/admin/dashboard/0b7e6c1a-55d5-4d8e-9a40-1c2d3e4f5a6b',
      '/admin/dashboard/$id',
      ['0b7e6c1a-55d5-4d8e-9a40-1c2d3e4f5a6b'],
    ],
    ['/no/such/page', notFoundRoute, []],
  ])('%s is %s, before the router has loaded it', (address, route, params) => {
    expect(factsAt(address)).toEqual({ route, params });
  });
});
