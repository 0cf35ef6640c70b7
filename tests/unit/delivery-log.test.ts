import { describe, expect, it } from 'vitest';
import { channelStanding, deliveryStage, type ChannelHealth } from '../../machines/alert-log/delivery-log';
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

  it('shows a message that is on its way, sent, failed or cancelled by its own stage', () => {
    for (const status of ['sending', 'sent', 'failed', 'cancelled'] as const) {
      expect(deliveryStage({ status, lastError: 'The email API answered 500' })).toBe(status);
    }
  });
});

describe("a channel's standing on the Alerts screen", () => {
  const health: ChannelHealth = {
    channel: 'email',
    ready: true,
    detail: null,
    workerSeenAt: '2026-11-26T10:00:00Z',
    lastSentAt: null,
    lastFailedAt: null,
    lastError: null,
    waiting: 0,
    retrying: 0,
    failedLastDay: 0,
  };

  it('is Worker not running until a worker has run, whatever else is known', () => {
    expect(channelStanding({ ...health, workerSeenAt: null, ready: false })).toBe('noWorker');
    expect(channelStanding({ ...health, workerSeenAt: null, lastFailedAt: '2026-11-26T10:01:00Z' })).toBe('noWorker');
  });

  it('is Not configured when the worker found it unconfigured', () => {
    expect(channelStanding({ ...health, ready: false, lastFailedAt: '2026-11-26T10:01:00Z' })).toBe('unconfigured');
  });

  it('is Working until an attempt failed, and again once a message was sent after the failure', () => {
    expect(channelStanding(health)).toBe('working');
    expect(channelStanding({ ...health, lastSentAt: '2026-11-26T10:01:00Z' })).toBe('working');
    expect(
      channelStanding({ ...health, lastFailedAt: '2026-11-26T10:01:00Z', lastSentAt: '2026-11-26T10:02:00Z' }),
    ).toBe('working');
  });

  it('is Failing when its latest attempt failed and nothing was sent since', () => {
    expect(channelStanding({ ...health, lastFailedAt: '2026-11-26T10:01:00Z' })).toBe('failing');
    expect(
      channelStanding({ ...health, lastSentAt: '2026-11-26T10:01:00Z', lastFailedAt: '2026-11-26T10:02:00Z' }),
    ).toBe('failing');
  });

  it('is Working when a send and a failure have the same time', () => {
    const at = '2026-11-26T10:01:00Z';
    expect(channelStanding({ ...health, lastSentAt: at, lastFailedAt: at })).toBe('working');
  });
});
