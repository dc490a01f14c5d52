import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayKey, isWithinDayWindow } from '../../../domain/dates';
import { summariseSpend } from '../../bonus/spend-summary';
import type { TransactionRow } from '../schema';
import { buildDemoCampaign, DEMO_TIME_ZONE } from './demo-campaign';
import { DEMO_CARDHOLDERS } from './demo-cardholders';
import { demoClock } from './demo-clock';
import { demoSpendRows } from './demo-transactions';
import type { StoredCardholder } from './insert-demo-cardholders';

// docs/architecture.md §4 Seed: the demo is placed around `now`, so whenever it is started it must show the same states.

const stored = (now: Date): StoredCardholder[] => {
  const clock = demoClock(now, DEMO_TIME_ZONE);
  return DEMO_CARDHOLDERS.map((cardholder, index) => ({
    id: index + 1,
    index,
    cardholder,
    registeredAt: cardholder.registeredDay === null ? null : clock.at(cardholder.registeredDay, '08:30'),
  }));
};

const asRows = (now: Date): TransactionRow[] =>
  demoSpendRows(demoClock(now, DEMO_TIME_ZONE), stored(now)).map((row, index) => ({
    ...row,
    id: index + 1,
    transaction_at: new Date(row.transaction_at),
    posted_at: row.posted_at ? new Date(row.posted_at) : null,
    expiry_at: null,
    type: row.type ?? null,
    mcc_id: row.mcc_id ?? null,
    location: row.location ?? null,
    bonus_kind: null,
    created_at: now,
  }));

const earnedBy = (now: Date): Record<string, readonly string[]> => {
  const config = buildDemoCampaign(now);
  const mccIds = config.uiSchema.merchantCategories.map((category) => category.mccID);
  const rows = asRows(now);
  return Object.fromEntries(
    stored(now)
      .filter((each) => each.cardholder.status === 'registered')
      .map((each) => [
        each.cardholder.promoCode,
        summariseSpend(
          rows.filter((row) => row.cardholder_id === each.id),
          each.registeredAt,
          mccIds,
          config,
        ).earned,
      ]),
  );
};

const instants = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2035-12-31T23:59:59Z'),
  noInvalidDate: true,
});

describe('the demo around any now (docs/architecture.md §4 Seed)', () => {
  it('spec §9: month 1 is past, month 2 holds today, month 3 is ahead, at any time of day', () => {
    fc.assert(
      fc.property(instants, (now) => {
        const [month1, month2, month3] = buildDemoCampaign(now).frequencyWindows;
        const today = dayKey(now);
        expect(month1 && month1.end < today).toBe(true);
        expect(month2 && isWithinDayWindow(now, month2)).toBe(true);
        expect(month3 && month3.start > today).toBe(true);
      }),
    );
  });

  it('every spend lies before now, and the same bonus rounds are earned whenever the seed runs', () => {
    const reference = earnedBy(new Date('2024-05-20T03:15:00Z'));
    fc.assert(
      fc.property(instants, (now) => {
        expect(asRows(now).every((row) => row.transaction_at.getTime() < now.getTime())).toBe(true);
        expect(earnedBy(now)).toEqual(reference);
      }),
      { numRuns: 50 },
    );
  });

  it('references are unique: TXN-, the day, the cardholder and the spend number', () => {
    const rows = asRows(new Date('2024-05-20T03:15:00Z'));
    expect(new Set(rows.map((row) => row.reference_no)).size).toBe(rows.length);
    expect(rows.every((row) => /^TXN-\d{12}$/.test(row.reference_no))).toBe(true);
  });
});
