import { describe, expect, it } from 'vitest';
import { isLiveEgc, orderResend } from './resend';

// Decisions 0161, 0235: an eGC is sent again only while it can be spent; an order's resend sends those only.

const NOW = '2026-11-28T02:00:00Z';
const TZ = 'Asia/Manila';

describe('isLiveEgc', () => {
  it.each([
    ['active, expiring later', { giftawayStatusID: 43, expiryDate: '2026-12-31T02:00:00Z' }, true],
    ['active, expiring later today', { giftawayStatusID: 43, expiryDate: '2026-11-28T10:00:00Z' }, true],
    ['active, no known expiry', { giftawayStatusID: 43, expiryDate: null }, true],
    ['used', { giftawayStatusID: 44, expiryDate: '2026-12-31T02:00:00Z' }, false],
    ['past its expiry day', { giftawayStatusID: 43, expiryDate: '2026-11-27T02:00:00Z' }, false],
  ])('%s: %s', (_name, egc, live) => {
    expect(isLiveEgc(egc, NOW, TZ)).toBe(live);
  });

  it('an order’s resend sends exactly its live eGCs', () => {
    const egcs = [
      { giftawayStatusID: 43, expiryDate: '2026-12-31T02:00:00Z' },
      { giftawayStatusID: 44, expiryDate: '2026-12-31T02:00:00Z' },
    ];
    const decision = orderResend({ coolingDown: false, egcs }, NOW, TZ);
    expect(decision).toEqual({ ok: true, egcs: egcs.filter((egc) => isLiveEgc(egc, NOW, TZ)) });
  });
});
