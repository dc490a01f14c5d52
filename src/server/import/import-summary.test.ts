import { describe, expect, it } from 'vitest';
import { formatImportSummary, importExitCode } from './import-summary';
import type { ImportSummary } from './import-transactions.service';

const summary = (overrides: Partial<ImportSummary> = {}): ImportSummary => ({
  imported: 3,
  duplicatesInDatabase: 1,
  duplicatesInFile: 2,
  duplicates: [
    { line: 2, referenceNo: 'R-1', repeatOfLine: null },
    { line: 4, referenceNo: 'R-2', repeatOfLine: 3 },
    { line: 5, referenceNo: 'R-2', repeatOfLine: 3 },
  ],
  badRows: [],
  cardholderIds: [4],
  bonus: {
    evaluated: 1,
    created: 1,
    createdByKind: { generic: 1, extraThree: 0, installment: 0, month1: 0, month2: 0, month3: 0 },
  },
  ...overrides,
});

describe('the import summary (docs/import-format.md: imported, duplicates skipped, bad rows by line)', () => {
  it('prints the counts when every row imported or was a duplicate', () => {
    expect(formatImportSummary(summary(), 'bank.csv')).toBe(
      [
        'Imported 3 transactions from bank.csv.',
        'Duplicates skipped: 3 (1 already in the database, 2 repeated in the file).',
        'Bad rows: 0.',
        'Bonus rounds: 1 registered cardholder evaluated, 1 bonus record created.',
      ].join('\n'),
    );
  });

  it('lists every bad row by line', () => {
    const text = formatImportSummary(
      summary({
        imported: 1,
        badRows: [
          { line: 2, reason: 'value: is required' },
          { line: 9, reason: "promoCode: no cardholder has promo code 'NOBODY99'" },
        ],
        bonus: { ...summary().bonus, evaluated: 0, created: 2 },
      }),
      'bank.json',
    );
    expect(text).toBe(
      [
        'Imported 1 transaction from bank.json.',
        'Duplicates skipped: 3 (1 already in the database, 2 repeated in the file).',
        'Bad rows: 2, not imported:',
        '  line 2: value: is required',
        "  line 9: promoCode: no cardholder has promo code 'NOBODY99'",
        'Bonus rounds: 0 registered cardholders evaluated, 2 bonus records created.',
      ].join('\n'),
    );
  });

  it.each([
    [[], 0],
    [[{ line: 2, reason: 'value: is required' }], 1],
  ])(
    'exit code: 0 when no row was bad, 1 when some were (the good ones imported all the same): %j → %d',
    (badRows, code) => {
      expect(importExitCode(summary({ badRows }))).toBe(code);
    },
  );
});
