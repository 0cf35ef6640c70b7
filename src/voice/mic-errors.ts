import type { VoiceError } from '../../machines/voice-call/voice-events';

const permissionNames = new Set(['NotAllowedError', 'SecurityError', 'PermissionDeniedError']);

/** A getUserMedia rejection as a voice error: refused (permission) or no usable device. */
export function classifyGetUserMediaError(error: unknown): VoiceError {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  const message = error instanceof Error || error instanceof DOMException ? error.message : String(error);
  if (permissionNames.has(name)) return { kind: 'mic-permission', message, fatal: true, raw: error };
  return { kind: 'mic-unavailable', message: message || name, fatal: true, raw: error };
}
