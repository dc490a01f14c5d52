import { describe, expect, it } from 'vitest';
import { FREQUENCY_WINDOWS_2023 } from '../../../../domain/fixtures/campaign-2023';
import {
  aCredit,
  anOrder,
  aRecord,
  bonusInput,
  dailySpends,
  EXPIRED_YESTERDAY,
  LIVE_EXPIRY,
} from '../testing/bonus-fixtures';
import { bonusModel } from './bonus-model';

const monthsOf = (overrides: Parameters<typeof bonusInput>[0]) => bonusModel(bonusInput(overrides)).months;

// Month 1 runs Sep 15 - Oct 15, month 2 Oct 16 - Nov 15 (spec §9); spends of P2,500 each.
const MONTH_1_SPENDS = dailySpends('2023-09-20', 15);
const MONTH_2_SPENDS = dailySpends('2023-10-16', 15);

describe('monthModels (spec §4 Monthly frequency, §2 the button states)', () => {
  it('MONTHONE-like: month 1 complete and ordered reads Claimed; months 2 and 3 Reward Locked', () => {
    const months = monthsOf({
      transactions: [...MONTH_1_SPENDS, aRecord('BONUSM1', 701)],
      orders: [anOrder('BONUSM1-3')],
    });
    expect(months.map((month) => month.state.button)).toEqual(['Claimed', 'Reward Locked', 'Reward Locked']);
    expect(months.map((month) => month.label)).toEqual(['Month 1', 'Month 2', 'Month 3']);
    expect(months[0]).toMatchObject({ count: 15, state: { complete: true, progressText: 'Completed' } });
  });

  it('MONTHEXP-like: month 1 complete, unordered, its record expired yesterday: Expired', () => {
    const [month1] = monthsOf({ transactions: [...MONTH_1_SPENDS, aRecord('BONUSM1', 701, EXPIRED_YESTERDAY)] });
    expect(month1?.state.button).toBe('Expired');
    expect(month1?.redemptionUntil).toBe('Oct 19, 2023');
  });

  it('MONTHTWO-like: month 2 complete with its record: Claim Reward, the record id as token', () => {
    const [, month2] = monthsOf({ transactions: [...MONTH_2_SPENDS, aRecord('BONUSM2', 702)] });
    expect(month2).toMatchObject({ kind: 'month2', count: 15, token: 702, state: { allowed: true } });
    expect(month2?.state.button).toBe('Claim Reward');
    expect(month2?.redemptionUntil).toBe('Dec 19, 2023');
    expect(month2?.period).toBe('October 16 - November 15');
  });

  it('ONESHORT-like: 14 spends and two excluded codes (6011, 4829) read 14 of 15 Spends, Reward Locked', () => {
    const spends = [
      ...dailySpends('2023-10-17', 14),
      ...dailySpends('2023-10-18', 1, 6011),
      ...dailySpends('2023-10-19', 1, 4829),
    ];
    const [, month2] = monthsOf({ transactions: spends });
    expect(month2).toMatchObject({ count: 14, token: null, state: { complete: false, spendsText: '14 of 15 Spends' } });
    expect(month2?.state.button).toBe('Reward Locked');
  });

  it("decision: a month not earned yet shows 'Redemption until' the redemption period's end", () => {
    const [, , month3] = monthsOf({});
    expect(month3?.redemptionUntil).toBe('Nov 30, 2023');
    expect(month3?.state.progressText).toBe('0 of 15 Spends');
  });

  it.each([
    [14, false],
    [15, true],
    [16, true],
  ])('spec §4: %i spends in the window → complete %s (counts capped at 15)', (count, complete) => {
    const [month1] = monthsOf({ transactions: dailySpends('2023-09-15', count) });
    expect(month1?.count).toBe(Math.min(count, 15));
    expect(month1?.state.complete).toBe(complete);
  });

  it('spec §4: complete with a record but under P30,000 in all stays Reward Locked', () => {
    const small = dailySpends('2023-10-16', 15).map((spend) => ({ ...spend, value: 1000 }));
    const [, month2] = monthsOf({ transactions: [...small, aRecord('BONUSM2', 702)] });
    expect(month2?.state.button).toBe('Reward Locked');
  });

  it('spec §4 Expiry: the redemption period over (isBonusExpired) makes a complete month Expired', () => {
    const [, month2] = monthsOf({
      transactions: [...MONTH_2_SPENDS, aRecord('BONUSM2', 702, LIVE_EXPIRY)],
      credit: aCredit({ isBonusExpired: true }),
    });
    expect(month2?.state.button).toBe('Expired');
  });

  it('only the windows the campaign has are shown', () => {
    expect(bonusModel({ ...bonusInput({}), windows: FREQUENCY_WINDOWS_2023.slice(0, 2) }).months).toHaveLength(2);
  });
});
