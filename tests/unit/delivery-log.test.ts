import { describe, expect, it } from 'vitest';
import { deliveryStage } from '../../machines/alert-log/delivery-log';
import { toDelivery } from '../../src/actors/alert-log.actors';

const row = {
  id: 'd1',
  kind: 'new_lead',
  channel: 'chat',
  recipient: 'team chat',
  status: 'uncertain',
  attempts: 1,
  next_attempt_at: '2026-11-26T10:00:00Z',
  last_error:
    'The worker stopped while posting this message; it may or may not have arrived, so it was not posted again.',
  sent_at: null,
  created_at: '2026-11-26T10:00:00Z',
  submission_id: 'l1',
};

describe('the delivery log', () => {
  it('shows a chat post its worker stopped during as uncertain, not as waiting to be sent', () => {
    const delivery = toDelivery(row, new Map([['l1', 'Ada Lovelace']]));
    expect(delivery.status).toBe('uncertain');
    expect(deliveryStage(delivery)).toBe('uncertain');
  });

  it('reads a pending message as waiting until it has failed once, then as retrying', () => {
    expect(deliveryStage({ status: 'pending', lastError: null })).toBe('waiting');
    expect(deliveryStage({ status: 'pending', lastError: '503' })).toBe('retrying');
  });
});
