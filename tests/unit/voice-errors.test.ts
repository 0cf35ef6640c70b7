import { describe, expect, it } from 'vitest';
import { captionFromMessage, endedReasonFromMessage } from '../../machines/vapi-session/captions';
import {
  classifyCallError,
  classifyMediaError,
  classifyStartFailure,
} from '../../machines/vapi-session/classify-vapi-error';
import { classifyGetUserMediaError } from '../../src/voice/mic-errors';
import { micHelp } from '../../src/content/mic-help';

// Payload shapes as @vapi-ai/web 2 and Daily send them (docs/voice.md, "Classification").
const bundleUrl = 'https://c.daily.co/call-machine/versioned/0.87.0/static/call-machine-object-bundle.js';
const bundleMessage = `Failed to load call object bundle ${bundleUrl}: TypeError: Failed to fetch`;

describe('classifying a failed start', () => {
  it('a call host that cannot be reached is a transport-load failure', () => {
    const burst = [
      {
        type: 'daily-error',
        error: {
          message: { type: 'connection-error' },
          action: 'error',
          errorMsg: bundleMessage,
          error: { type: 'connection-error', msg: 'Failed to load call object bundle.' },
        },
      },
      { type: 'daily-call-join-error', stage: 'daily-call-join', error: { message: bundleMessage } },
    ];
    expect(classifyStartFailure(burst, { stage: 'unknown', error: bundleMessage })).toMatchObject({
      kind: 'transport-load',
      fatal: true,
    });
  });

  it('a 401 body is an auth failure with its status; a 500 body an API failure', () => {
    const body = { message: 'Invalid Key', error: 'Unauthorized', statusCode: 401 };
    expect(
      classifyStartFailure([{ type: 'start-method-error', error: { message: body, data: null, error: body } }], {
        error: body,
      }),
    ).toMatchObject({ kind: 'auth', statusCode: 401 });
    const server = { message: 'Internal server error', statusCode: 500 };
    expect(classifyStartFailure([], { error: server })).toMatchObject({ kind: 'api', statusCode: 500 });
  });

  it('a refused API is a network failure', () => {
    expect(
      classifyStartFailure([{ type: 'start-method-error', error: { message: 'Failed to fetch', name: 'TypeError' } }], {
        error: 'Failed to fetch',
      }),
    ).toMatchObject({ kind: 'network' });
  });

  it('a second SDK instance is named as such', () => {
    expect(
      classifyStartFailure([
        {
          type: 'daily-call-object-creation-error',
          error: { message: 'Duplicate DailyIframe instances are not allowed' },
        },
      ]),
    ).toMatchObject({ kind: 'duplicate-instance' });
  });
});

describe('classifying errors during a call', () => {
  it('a blocked autoplay does not end the call', () => {
    expect(classifyCallError({ type: 'audio-start-failed', error: { message: 'play() failed' } })).toMatchObject({
      kind: 'autoplay',
      fatal: false,
    });
  });
  it('noise cancellation failing does not end the call', () => {
    expect(
      classifyCallError({ type: 'audio-processing-setup-error', error: { message: 'KrispInitError' } }),
    ).toMatchObject({ fatal: false });
  });
  it('being ejected is the far side ending the call', () => {
    expect(
      classifyCallError({
        type: 'daily-error',
        error: { action: 'error', errorMsg: 'Meeting ended', error: { type: 'ejected' } },
      }),
    ).toMatchObject({ kind: 'ended-by-remote', fatal: false });
  });
  it('a camera-error tells a blocked microphone from a missing one', () => {
    expect(
      classifyMediaError({ type: 'camera-error', error: { error: { type: 'permissions', blockedBy: 'user' } } }),
    ).toMatchObject({ kind: 'mic-permission' });
    expect(classifyMediaError({ type: 'camera-error', error: { error: { type: 'not-found' } } })).toMatchObject({
      kind: 'mic-unavailable',
    });
  });
  it('getUserMedia rejections by name', () => {
    expect(classifyGetUserMediaError(new DOMException('x', 'NotAllowedError')).kind).toBe('mic-permission');
    expect(classifyGetUserMediaError(new DOMException('x', 'NotReadableError')).kind).toBe('mic-unavailable');
  });
});

describe('microphone help', () => {
  const chrome =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
  const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
  const safari =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
  it('names where each browser keeps the setting', () => {
    expect(micHelp('mic-permission', chrome)).toContain('site settings icon');
    expect(micHelp('mic-permission', firefox)).toContain('microphone icon in the address bar');
    expect(micHelp('mic-permission', safari)).toContain('Settings for This Website');
    expect(micHelp('mic-unavailable', chrome)).toContain('No microphone could be used.');
  });
});

describe('provider messages', () => {
  it('turns transcripts into captions and ignores the rest', () => {
    expect(
      captionFromMessage({ type: 'transcript', role: 'user', transcriptType: 'partial', transcript: ' book me in ' }),
    ).toEqual({ role: 'user', text: 'book me in', final: false });
    expect(captionFromMessage({ type: 'speech-update', status: 'started' })).toBeNull();
    expect(captionFromMessage('not json')).toBeNull();
  });
  it('reads why a call ended', () => {
    expect(endedReasonFromMessage({ type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' })).toBe(
      'customer-ended-call',
    );
    expect(endedReasonFromMessage({ type: 'status-update', status: 'in-progress' })).toBeNull();
  });
});
