import { describe, expect, it } from 'vitest';
import { addCampaignDays, EGC_VALID_DAYS, egcExpiry } from './campaign-calendar';
import { isExpiredByDay } from './dates';

describe('expiry on the campaign calendar (spec §4 Expiry)', () => {
  it('adds calendar days in the campaign’s zone: Manila has no daylight saving, so whole days of 24 hours', () => {
    expect(addCampaignDays(new Date('2026-11-21T02:00:00Z'), 60, 'Asia/Manila')).toEqual(
      new Date('2027-01-20T02:00:00Z'),
    );
  });

  it('keeps the wall-clock time across a daylight-saving change, so the expiry day is the day counted', () => {
    // 20:30 in New York on 1 March; daylight saving starts 8 March. Thirty 24-hour days would land on 21:30;
    // calendar days keep 20:30 on 31 March.
    const ordered = new Date('2026-03-02T01:30:00Z');
    const expiry = addCampaignDays(ordered, 30, 'America/New_York');
    expect(expiry).toEqual(new Date('2026-04-01T00:30:00Z'));
    expect(isExpiredByDay(expiry, new Date('2026-04-01T03:59:00Z'), 'America/New_York')).toBe(false);
    expect(isExpiredByDay(expiry, new Date('2026-04-01T04:00:00Z'), 'America/New_York')).toBe(true);
  });

  it('an eGC is valid 180 days from its order (decision 0029)', () => {
    const ordered = new Date('2026-11-21T02:00:00Z');
    expect(EGC_VALID_DAYS).toBe(180);
    expect(egcExpiry(ordered, 'Asia/Manila')).toEqual(new Date(ordered.getTime() + 180 * 86_400_000));
  });
});
