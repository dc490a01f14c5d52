import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../../domain/entities';
import { transactionRows } from './transaction-rows';

const tz = 'Asia/Manila';

const spend = (over: Partial<Transaction>): Transaction => ({
  id: 1,
  referenceNo: 'TX-0001',
  transactionDateTime: '2023-08-01T02:00:00.000Z',
  postedDateTime: '2023-08-03T02:00:00.000Z',
  expiryDateTime: null,
  value: 1250.5,
  type: 'S0',
  mccID: 5411,
  location: 'SM MEGAMALL',
  order: null,
  ...over,
});

describe('transactionRows (admin transactions table)', () => {
  it("spec §5: 'Qualified spend excludes reference numbers starting with BONUS' and is newest first", () => {
    const rows = transactionRows(
      [
        spend({ id: 1, transactionDateTime: '2023-08-01T02:00:00.000Z' }),
        spend({ id: 2, referenceNo: 'BONUSM1-7012340014' }),
        spend({ id: 3, transactionDateTime: '2023-08-05T02:00:00.000Z' }),
      ],
      tz,
      '—',
    );
    expect(rows.map((row) => row.key)).toEqual([3, 1]);
  });

  it("spec §9: amounts 'P' with two decimals, dates 'Mon DD, YYYY' in the campaign's time zone", () => {
    const [row] = transactionRows([spend({ transactionDateTime: '2023-07-31T16:30:00.000Z' })], tz, '—');
    expect(row?.amountText).toBe('P1,250.50');
    expect(row?.dateText).toBe('Aug 01, 2023');
    expect(row?.postedText).toBe('Aug 03, 2023');
  });

  it("spec §5: the location lowercase, '...' at exactly 35 characters; the full reference kept", () => {
    const location = 'A'.repeat(35);
    const [row] = transactionRows([spend({ location, referenceNo: 'BANK-123' })], tz, '—');
    expect(row?.location).toBe(`${'a'.repeat(35)}...`);
    expect(row?.reference).toBe('BANK-123');
  });

  it("spec §3: 'A type starting with S1 means installment'; missing values show the placeholder", () => {
    const [row] = transactionRows([spend({ type: null, mccID: null, postedDateTime: null })], tz, '—');
    expect(row).toMatchObject({ type: '—', category: '—', posted: null, postedText: '—', isInstallment: false });
    expect(transactionRows([spend({ type: 'S1X' })], tz, '—')[0]?.isInstallment).toBe(true);
  });

  it('decision 0235: the MCC with its category name, as the download names it; the bare MCC when the campaign has none', () => {
    const [named] = transactionRows([{ ...spend({ mccID: 5311 }), categoryName: 'Department Stores' }], tz, '—');
    expect(named?.category).toBe('Department Stores (5311)');
    const [bare] = transactionRows([{ ...spend({ mccID: 7399 }), categoryName: null }], tz, '—');
    expect(bare?.category).toBe('7399');
  });

  it("spec §8: no spend gives no rows (the table shows 'The cardholder doesn't have qualified transactions yet.')", () => {
    expect(transactionRows([spend({ referenceNo: 'BONUS-1' })], tz, '—')).toEqual([]);
  });
});
