import { describe, expect, it } from 'vitest';

import { MESSAGES, WEBHOOK_DELIVERY_STATUSES } from '@app/contracts';

import {
  hasDeliveryUnderWay,
  keepsLooking,
  latencyText,
  responseColor,
  responseText,
  STATUS_COLORS,
  statusColor,
  statusLabel,
} from './delivery-model';

const t = MESSAGES.web.webhooks.log;
const now = new Date('2026-03-10T12:00:00.000Z');
const at = (seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

describe('a delivery row', () => {
  it('names and colours every status the contracts list, and an unknown one plainly', () => {
    for (const status of WEBHOOK_DELIVERY_STATUSES) {
      expect(statusLabel(status)).toBe(t.statuses[status]);
      expect(statusColor(status)).toBe(STATUS_COLORS[status]);
    }
    expect(statusLabel('paused')).toBe('paused');
    expect(statusColor('paused')).toBe('gray');
  });

  it('shows the last answer and how long it took, or that there was none', () => {
    expect(responseText({ lastStatusCode: 204 })).toBe('204');
    expect(responseText({ lastStatusCode: null })).toBe(t.noResponse);
    expect(latencyText({ lastLatencyMs: 42 })).toBe('42 ms');
    expect(latencyText({ lastLatencyMs: 2345 })).toBe('2.3 s');
    expect(latencyText({ lastLatencyMs: null })).toBe(MESSAGES.web.time.emptyDate);
  });

  it('colours a 2xx answer green and any other red', () => {
    expect(responseColor(200)).toBe('green');
    expect(responseColor(299)).toBe('green');
    expect(responseColor(301)).toBe('red');
    expect(responseColor(500)).toBe('red');
    expect(responseColor(null)).toBe('dimmed');
  });
});

describe('looking again', () => {
  it('while a pending delivery is due within the minute', () => {
    expect(hasDeliveryUnderWay([{ status: 'pending', nextAttemptAt: at(0) }], now)).toBe(true);
    expect(hasDeliveryUnderWay([{ status: 'pending', nextAttemptAt: at(-30) }], now)).toBe(true);
    expect(hasDeliveryUnderWay([{ status: 'pending', nextAttemptAt: null }], now)).toBe(true);
  });

  it('not for a retry later on, nor once everything is settled', () => {
    expect(hasDeliveryUnderWay([{ status: 'pending', nextAttemptAt: at(30 * 60) }], now)).toBe(false);
    expect(
      hasDeliveryUnderWay(
        [
          { status: 'delivered', nextAttemptAt: null },
          { status: 'failed', nextAttemptAt: null },
        ],
        now,
      ),
    ).toBe(false);
    expect(hasDeliveryUnderWay([], now)).toBe(false);
  });

  it('after a send by hand, also while the attempt reads as a retry later on', () => {
    // The claim counts the attempt and sets the retry time before the attempt is made.
    const claimed = [{ status: 'pending' as const, nextAttemptAt: at(5 * 60) }];
    expect(keepsLooking(claimed, now, now.getTime() + 1000)).toBe(true);
    expect(keepsLooking(claimed, now, now.getTime())).toBe(false);
    expect(keepsLooking([{ status: 'pending', nextAttemptAt: at(0) }], now, 0)).toBe(true);
  });
});
