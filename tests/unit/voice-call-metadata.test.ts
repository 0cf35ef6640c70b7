import { describe, expect, it } from 'vitest';
import { voiceCallIdKey as readKey } from '../../supabase/functions/_shared/voice/end-of-call-report';
import { voiceCallIdKey as writtenKey } from '../../src/voice/vapi-sdk';

describe("the page's call id in the call's metadata", () => {
  it('is written by the page under the key the webhook reads it from', () => {
    expect(writtenKey).toBe(readKey);
  });
});
