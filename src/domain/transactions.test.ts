import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Transaction } from './entities';
import {
  BONUS_KINDS,
  BONUS_MARK,
  BONUS_REFERENCE_PREFIX,
  bonusKindOfReference,
  bonusRecordReference,
  bonusRecords,
  displayLocation,
  displayReference,
  filterByCategory,
  isBonusRecord,
  isInstallment,
  qualifiedTransactions,
  totalSpend,
} from './transactions';

const tx = (overrides: Partial<Transaction> = {}): Transaction => ({
  id: 1,
  referenceNo: 'REF-1',
  transactionDateTime: '2023-09-20T04:00:00Z',
  postedDateTime: null,
  expiryDateTime: null,
  value: 100,
  type: null,
  mccID: 5411,
  location: 'SM MEGAMALL',
  order: null,
  ...overrides,
});

describe('bonusKindOfReference', () => {
  it.each([
    ['BONUSI1-0001', 'installment'],
    ['BONUSM1-0001', 'month1'],
    ['BONUSM2-0001', 'month2'],
    ['BONUSM3-0001', 'month3'],
    ['BONUS3-0001', 'extraThree'],
    ['BONUS2-0001', 'generic'],
    ['BONUS-0001', 'generic'],
    ['BONUS', 'generic'],
    ['BONUSX-1', 'generic'],
    ['BONUSM4-1', 'generic'],
    ['BONUSI2-1', 'generic'],
  ])('spec §3: reference prefix %s marks a bonus record of kind %s (longest prefix first)', (reference, kind) => {
    expect(bonusKindOfReference(reference)).toBe(kind);
  });

  it.each(['020100-123', 'BONU-1', 'bonus-1', 'XBONUS-1', ''])(
    'spec §3: "Others are qualified spend" (%j is not a bonus record)',
    (reference) => {
      expect(bonusKindOfReference(reference)).toBeNull();
      expect(isBonusRecord({ referenceNo: reference })).toBe(false);
    },
  );

  it('spec §5: every reference starting with BONUS is excluded from qualified spend', () => {
    fc.assert(
      fc.property(fc.string(), (suffix) => {
        expect(isBonusRecord({ referenceNo: `BONUS${suffix}` })).toBe(true);
      }),
    );
  });
});

describe('one table of prefixes, both directions (decision 0002)', () => {
  it('each round’s written reference reads back as that round', () => {
    for (const kind of BONUS_KINDS) {
      expect(bonusKindOfReference(bonusRecordReference(kind, '0001234'))).toBe(kind);
      expect(bonusRecordReference(kind, '0001234')).toBe(`${BONUS_REFERENCE_PREFIX[kind]}-0001234`);
    }
  });

  it('SQL’s `BONUS%` (BONUS_MARK) says “bonus record” exactly when the domain does, for any reference', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.constantFrom(...Object.values(BONUS_REFERENCE_PREFIX)).chain((p) => fc.string().map((s) => p + s)),
        ),
        (reference) => {
          expect(isBonusRecord({ referenceNo: reference })).toBe(reference.startsWith(BONUS_MARK));
        },
      ),
    );
  });
});

describe('isInstallment', () => {
  it.each([
    ['S1', true],
    ['S1X', true],
    ['S2', false],
    ['s1', false],
    ['XS1', false],
    [null, false],
  ])('spec §3: "A type starting with S1 means installment" (%j → %s)', (type, expected) => {
    expect(isInstallment({ type })).toBe(expected);
  });
});

describe('qualifiedTransactions', () => {
  // Registration at Sep 15 00:30 Manila (Sep 14 16:30Z).
  const registered = '2023-09-14T16:30:00Z';

  it.each([
    ['the day before registration (Sep 14 23:59:59 Manila)', '2023-09-14T15:59:59Z', false],
    ['the registration day, before the registration time (Sep 15 00:00 Manila)', '2023-09-14T16:00:00Z', true],
    ['the registration day, after the registration time', '2023-09-15T10:00:00Z', true],
    ['the day after registration', '2023-09-16T00:00:00Z', true],
  ])('spec §1: "Transactions before the registration date do not qualify" — %s', (_, when, qualifies) => {
    const result = qualifiedTransactions([tx({ transactionDateTime: when })], registered);
    expect(result).toHaveLength(qualifies ? 1 : 0);
  });

  it('spec §1: the registration date is read on the campaign calendar of the given time zone', () => {
    // In UTC the spend (Sep 14 15:59:59Z) is on the registration day Sep 14 (16:30Z).
    expect(
      qualifiedTransactions([tx({ transactionDateTime: '2023-09-14T15:59:59Z' })], registered, 'UTC'),
    ).toHaveLength(1);
  });

  it('spec §5: "Qualified spend excludes reference numbers starting with BONUS"', () => {
    const result = qualifiedTransactions(
      [
        tx({ id: 1, referenceNo: 'BONUS-1' }),
        tx({ id: 2, referenceNo: 'A-2' }),
        tx({ id: 3, referenceNo: 'BONUSM1-3' }),
      ],
      registered,
    );
    expect(result.map((transaction) => transaction.id)).toEqual([2]);
  });

  it('keeps every non-bonus spend when no registration date is known', () => {
    const result = qualifiedTransactions([tx({ transactionDateTime: '2020-01-01T00:00:00Z' })], null);
    expect(result).toHaveLength(1);
  });

  it('spec §5: "Qualified transactions are sorted newest first" (ties by id, highest first)', () => {
    const result = qualifiedTransactions(
      [
        tx({ id: 1, transactionDateTime: '2023-09-20T00:00:00Z' }),
        tx({ id: 2, transactionDateTime: new Date('2023-09-22T00:00:00Z') }),
        tx({ id: 3, transactionDateTime: '2023-09-20T00:00:00Z' }),
        tx({ id: 4, transactionDateTime: '2023-09-21T00:00:00Z' }),
      ],
      registered,
    );
    expect(result.map((transaction) => transaction.id)).toEqual([2, 4, 3, 1]);
  });

  it('spec §5: the sorted list is newest first for any input order', () => {
    const arbitraryTx = fc.record({ id: fc.nat(), offset: fc.integer({ min: 0, max: 10_000_000 }) });
    fc.assert(
      fc.property(fc.array(arbitraryTx), (items) => {
        const list = items.map(({ id, offset }) =>
          tx({ id, transactionDateTime: new Date(Date.UTC(2023, 8, 20) + offset * 1000) }),
        );
        const sorted = qualifiedTransactions(list, registered);
        expect(sorted).toHaveLength(list.length);
        const millis = (transaction: Transaction) => new Date(transaction.transactionDateTime).getTime();
        sorted.reduce((previous, current) => {
          expect(millis(previous)).toBeGreaterThanOrEqual(millis(current));
          if (millis(previous) === millis(current)) expect(previous.id).toBeGreaterThanOrEqual(current.id);
          return current;
        }, sorted[0] ?? tx());
      }),
    );
  });

  it('does not reorder the input array', () => {
    const input = [
      tx({ id: 1, transactionDateTime: '2023-09-20T00:00:00Z' }),
      tx({ id: 2, transactionDateTime: '2023-09-21T00:00:00Z' }),
    ];
    qualifiedTransactions(input, registered);
    expect(input.map((transaction) => transaction.id)).toEqual([1, 2]);
  });
});

describe('totalSpend', () => {
  it('sums the peso values as exact centavos (spec §9 amounts like P24,999.99)', () => {
    expect(totalSpend([tx({ value: 0.1 }), tx({ value: 0.2 }), tx({ value: 24_999.99 })])).toBe(2_500_029);
  });

  it('is zero with no qualified spend', () => {
    expect(totalSpend([])).toBe(0);
  });
});

describe('bonusRecords', () => {
  it('spec §3 Client state: one bonus record per round (overall, installment, Extra, month 1, 2, 3)', () => {
    const records = bonusRecords([
      tx({ id: 10, referenceNo: 'BONUS-10' }),
      tx({ id: 11, referenceNo: 'BONUS3-11' }),
      tx({ id: 12, referenceNo: 'BONUSI1-12' }),
      tx({ id: 13, referenceNo: 'BONUSM1-13' }),
      tx({ id: 14, referenceNo: 'BONUSM2-14' }),
      tx({ id: 15, referenceNo: 'BONUSM3-15' }),
      tx({ id: 16, referenceNo: 'SPEND-16' }),
    ]);
    expect(BONUS_KINDS.map((kind) => records[kind]?.id ?? null)).toEqual([10, 11, 12, 13, 14, 15]);
  });

  it('has null for a round with no record', () => {
    expect(bonusRecords([tx({ referenceNo: 'SPEND-1' })])).toEqual({
      generic: null,
      extraThree: null,
      installment: null,
      month1: null,
      month2: null,
      month3: null,
    });
  });

  it('takes the newest record when a round has several (ties by highest id)', () => {
    const records = bonusRecords([
      tx({ id: 1, referenceNo: 'BONUS-1', transactionDateTime: '2023-09-20T00:00:00Z' }),
      tx({ id: 2, referenceNo: 'BONUS2-2', transactionDateTime: '2023-09-22T00:00:00Z' }),
      tx({ id: 3, referenceNo: 'BONUS-3', transactionDateTime: '2023-09-21T00:00:00Z' }),
      tx({ id: 4, referenceNo: 'BONUSM1-4', transactionDateTime: '2023-09-21T00:00:00Z' }),
      tx({ id: 5, referenceNo: 'BONUSM1-5', transactionDateTime: '2023-09-21T00:00:00Z' }),
    ]);
    expect(records.generic?.id).toBe(2);
    expect(records.month1?.id).toBe(5);
  });
});

describe('displayReference', () => {
  it.each([
    ['020100-ABC123', 'ABC123'],
    ['A-B-C', 'B-C'],
    ['NOHYPHEN', 'NOHYPHEN'],
    ['-LEADING', 'LEADING'],
    ['TRAILING-', ''],
  ])('spec §2: "the reference (the part after a hyphen if any)" — %j → %j', (reference, shown) => {
    expect(displayReference(reference)).toBe(shown);
  });
});

describe('displayLocation', () => {
  const ofLength = (length: number) => 'A'.repeat(length);

  it.each([
    [34, ofLength(34).toLowerCase()],
    [35, `${ofLength(35).toLowerCase()}...`],
    [36, ofLength(36).toLowerCase()],
  ])('spec §5: "with \'...\' added when it is exactly 35 characters long" (length %i)', (length, shown) => {
    expect(displayLocation(ofLength(length))).toBe(shown);
  });

  it('spec §5: "Transaction location is shown lowercase"', () => {
    expect(displayLocation('SM Megamall MANILA')).toBe('sm megamall manila');
  });

  it('shows nothing for a missing location', () => {
    expect(displayLocation(null)).toBe('');
  });
});

describe('filterByCategory', () => {
  const list = [
    tx({ id: 1, mccID: 5411 }),
    tx({ id: 2, mccID: 5812 }),
    tx({ id: 3, mccID: null }),
    tx({ id: 4, mccID: 5411 }),
  ];

  it('spec §2: the dialog "can filter by merchant category"', () => {
    expect(filterByCategory(list, 5411).map((transaction) => transaction.id)).toEqual([1, 4]);
  });

  it('shows every transaction when no category is chosen', () => {
    const all = filterByCategory(list, null);
    expect(all.map((transaction) => transaction.id)).toEqual([1, 2, 3, 4]);
    expect(all).not.toBe(list);
  });

  it('is empty for a category with no spend', () => {
    expect(filterByCategory(list, 9999)).toEqual([]);
  });
});
