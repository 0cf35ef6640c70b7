import { describe, expect, it } from 'vitest';
import { captionFromMessage, endedReasonFromMessage } from '../../machines/vapi-session/captions';
import {
  classifyCallError,
  classifyMediaError,
  classifyStartFailure,
  isStartBurstError,
} from '../../machines/vapi-session/classify-vapi-error';

// The payload shapes @vapi-ai/web 2 sends, one rule of the classification per test.
describe('a failed start, classified', () => {
  it('a rejected assistant configuration is a validation failure', () => {
    expect(classifyStartFailure([{ type: 'validation-error', error: { message: 'bad assistant' } }])).toMatchObject({
      kind: 'validation',
      message: 'bad assistant',
      fatal: true,
    });
  });

  it('a 403 is an auth failure as a 401 is', () => {
    expect(classifyStartFailure([], { error: { message: 'Forbidden', statusCode: 403 } })).toMatchObject({
      kind: 'auth',
      statusCode: 403,
      message: 'Forbidden',
      fatal: true,
    });
  });

  it('a microphone refused during the start is a permission failure', () => {
    expect(
      classifyStartFailure([{ type: 'daily-error', error: { error: { type: 'permissions', msg: 'blocked' } } }]),
    ).toMatchObject({ kind: 'mic-permission', message: 'blocked', fatal: true });
  });

  it('a join failure with nothing more specific is a join failure', () => {
    expect(classifyStartFailure([{ type: 'daily-call-join-error', error: { message: 'join refused' } }])).toMatchObject(
      { kind: 'join', message: 'join refused', fatal: true },
    );
  });

  it('anything else is unknown, with the first text found, or a generic one when there is none', () => {
    expect(classifyStartFailure([{ type: 'daily-error', error: { message: ' ', detail: 'odd' } }])).toMatchObject({
      kind: 'unknown',
      message: 'odd',
    });
    expect(classifyStartFailure([])).toMatchObject({ kind: 'unknown', message: 'Unknown voice error', fatal: true });
  });

  it("call-start-failed's own text is the message before the burst's", () => {
    const failure = classifyStartFailure([{ type: 'daily-error', error: { message: 'from the burst' } }], {
      error: 'from call-start-failed',
    });
    expect(failure.message).toBe('from call-start-failed');
    expect(failure.raw).toEqual({
      burst: [{ type: 'daily-error', error: { message: 'from the burst' } }],
      failed: { error: 'from call-start-failed' },
    });
  });

  it.each(['NetworkError when attempting to fetch resource.', 'Load failed', 'failed to fetch'])(
    'a network error as any browser words it ("%s") is a network failure',
    (message) => {
      expect(classifyStartFailure([{ type: 'start-method-error', error: { message } }])).toMatchObject({
        kind: 'network',
      });
    },
  );

  it("a number that is not the body's statusCode is no status: a DOMException's code", () => {
    // serialize-error keeps a DOMException's numeric `code` (NetworkError is 19); only the API's body has a statusCode.
    const error = { name: 'NetworkError', message: 'NetworkError when attempting to fetch resource.', code: 19 };
    const failure = classifyStartFailure([{ type: 'start-method-error', error }]);
    expect(failure).toMatchObject({ kind: 'network', fatal: true });
    expect(failure).not.toHaveProperty('statusCode');
  });

  it('the call object bundle failing is a transport-load failure whatever its case', () => {
    expect(classifyStartFailure([{ type: 'daily-error', error: 'CALL OBJECT BUNDLE missing' }])).toMatchObject({
      kind: 'transport-load',
    });
  });

  it('a second SDK instance and a refused microphone end the start', () => {
    const duplicate = { type: 'daily-call-object-creation-error', error: 'Duplicate DailyIframe instances' };
    expect(classifyStartFailure([duplicate])).toMatchObject({ kind: 'duplicate-instance', fatal: true });
    expect(classifyMediaError({ error: { type: 'permissions', msg: 'denied' } })).toMatchObject({
      kind: 'mic-permission',
      message: 'denied',
      fatal: true,
    });
  });

  it('stack traces are not read for clues', () => {
    const error = { message: 'odd', stack: 'TypeError: Failed to fetch', errorStack: 'Failed to fetch' };
    expect(classifyStartFailure([{ type: 'daily-error', error }])).toMatchObject({ kind: 'unknown', message: 'odd' });
  });

  it('reads texts nested five levels deep, no deeper (a cyclic payload cannot loop)', () => {
    const nested = (depth: number): unknown => (depth === 0 ? 'Failed to fetch' : { inner: nested(depth - 1) });
    expect(classifyStartFailure([], { error: nested(4) })).toMatchObject({ kind: 'network' });
    expect(classifyStartFailure([], { error: nested(5) })).toMatchObject({ kind: 'unknown' });
  });
});

describe('an error during a call, classified', () => {
  it.each([
    'audio-processing-setup-error',
    'audio-processor-recovery-error',
    'audio-observer-setup-error',
    'video-recording-setup-error',
  ])('%s does not end the call and does not stop a start', (type) => {
    expect(classifyCallError({ type, error: { message: 'setup failed' } })).toEqual({
      kind: 'unknown',
      message: 'setup failed',
      fatal: false,
      raw: { type, error: { message: 'setup failed' } },
    });
    expect(isStartBurstError({ type })).toBe(false);
  });

  it('a blocked autoplay does not stop a start either', () => {
    expect(isStartBurstError({ type: 'audio-start-failed' })).toBe(false);
    expect(isStartBurstError({ type: 'daily-error' })).toBe(true);
    expect(isStartBurstError({})).toBe(true);
  });

  it.each(['ejected', 'exp-room', 'exp-token', 'no-room', 'meeting-full', 'end-of-life'])(
    'a room that ends (%s) is the far side ending the call',
    (type) => {
      expect(classifyCallError({ type: 'daily-error', error: { msg: 'gone', error: { type } } })).toMatchObject({
        kind: 'ended-by-remote',
        message: 'gone',
        fatal: false,
      });
    },
  );

  it('any other error ends the call, classified as a start failure, carrying its own payload', () => {
    const payload = { type: 'daily-error', error: { message: 'Failed to fetch' } };
    expect(classifyCallError(payload)).toEqual({
      kind: 'network',
      message: 'Failed to fetch',
      fatal: true,
      raw: payload,
    });
  });

  it('a camera-error keeps its text', () => {
    expect(classifyMediaError({ error: { msg: 'no device', error: { type: 'not-found' } } })).toEqual({
      kind: 'mic-unavailable',
      message: 'no device',
      fatal: true,
      raw: { error: { msg: 'no device', error: { type: 'not-found' } } },
    });
  });
});

describe('provider messages, read', () => {
  it("the assistant's final words are a final caption", () => {
    expect(
      captionFromMessage({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hi' }),
    ).toEqual({ role: 'assistant', text: 'Hi', final: true });
  });

  it('no caption for another speaker, an empty or missing transcript', () => {
    const transcript = { type: 'transcript', role: 'user', transcriptType: 'final' };
    expect(captionFromMessage({ ...transcript, role: 'system', transcript: 'x' })).toBeNull();
    expect(captionFromMessage({ ...transcript, transcript: '   ' })).toBeNull();
    expect(captionFromMessage({ ...transcript, transcript: 42 })).toBeNull();
    expect(captionFromMessage(null)).toBeNull();
    expect(captionFromMessage({ ...transcript, type: 'conversation-update', transcript: 'Hi' })).toBeNull();
  });

  it('a call that ended without a reason reads "ended"; other messages have none', () => {
    expect(endedReasonFromMessage({ type: 'status-update', status: 'ended' })).toBe('ended');
    expect(endedReasonFromMessage({ type: 'transcript', status: 'ended', endedReason: 'x' })).toBeNull();
    expect(endedReasonFromMessage('ended')).toBeNull();
  });
});
