import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeRowIssues, MAX_VALUE_PESOS, TRANSACTION_ROW_FIELDS, TransactionRowSchema } from './transaction-row';

const GOOD = {
  promoCode: 'SPEND042',
  referenceNo: 'TXN-0001',
  transactionDateTime: '2023-07-01T10:00:00+08:00',
  value: 1500.5,
};

const problemsOf = (fields: unknown): string => {
  const parsed = TransactionRowSchema.safeParse(fields);
  return parsed.success ? '' : describeRowIssues(parsed.error);
};

describe('TransactionRowSchema: one bank transaction row (docs/import-format.md, spec §3 Transaction)', () => {
  it('reads every field of spec §3 Transaction that the bank sends', () => {
    const row = TransactionRowSchema.parse({
      ...GOOD,
      customerNo: '7012340005',
      postedDateTime: '2023-07-03T00:00:00Z',
      type: 'S1A',
      mccID: 5411,
      location: 'HARVEST FRESH MARKET BGC TAGUIG CTY',
    });
    expect(row).toEqual({
      ...GOOD,
      customerNo: '7012340005',
      postedDateTime: '2023-07-03T00:00:00Z',
      type: 'S1A',
      mccID: 5411,
      location: 'HARVEST FRESH MARKET BGC TAGUIG CTY',
    });
    expect(TRANSACTION_ROW_FIELDS).toEqual([
      'promoCode',
      'customerNo',
      'referenceNo',
      'transactionDateTime',
      'postedDateTime',
      'value',
      'type',
      'mccID',
      'location',
    ]);
  });

  it.each([
    ['1500.50', 1500.5],
    ['0.01', 0.01],
    [' 25000 ', 25_000],
    ['21474836.47', MAX_VALUE_PESOS],
  ])('CSV text value %j is read as %d pesos (spec §9 money)', (value, pesos) => {
    expect(TransactionRowSchema.parse({ ...GOOD, value: value.trim() }).value).toBe(pesos);
  });

  it.each([
    [0.01, ''],
    [0, 'value: must be more than 0'],
    [-5, 'value: must be more than 0'],
    [1.005, 'value: must be pesos with at most two decimals'],
    ['1.005', 'value: must be pesos with at most two decimals'],
    [MAX_VALUE_PESOS, ''],
    [MAX_VALUE_PESOS + 0.01, `value: may not be more than ${MAX_VALUE_PESOS}`],
    ['1,500.00', 'value: must be a number of pesos such as 1500.50'],
    ['P1500', 'value: must be a number of pesos such as 1500.50'],
    [undefined, 'value: is required'],
    ['', 'value: is required'],
  ])('spec §9 pesos with at most two decimals: value %j → %j', (value, problems) => {
    expect(problemsOf({ ...GOOD, value })).toBe(problems);
  });

  it.each([
    ['2023-07-01T10:00:00+08:00', ''],
    ['2023-07-01T02:00:00Z', ''],
    ['2023-07-01T10:00:00.123+08:00', ''],
    ['2023-07-01T10:00:00', "must be an ISO date-time with 'Z' or an offset"],
    ['2023-07-01', "must be an ISO date-time with 'Z' or an offset"],
    ['07/01/2023 10:00', "must be an ISO date-time with 'Z' or an offset"],
    [1688176800000, 'transactionDateTime: must be an ISO date-time'],
    [undefined, 'transactionDateTime: is required'],
  ])('transactionDateTime %j: an instant with its offset, so every reader agrees (%j)', (value, problem) => {
    expect(problemsOf({ ...GOOD, transactionDateTime: value })).toContain(problem);
  });

  it.each([
    ['TXN-0001', ''],
    ['bonus-lower-case', ''],
    ['XBONUS1', ''],
    ['BONUS', 'starts with BONUS'],
    ['BONUS123', 'starts with BONUS'],
    ['BONUSI1-7012340005', 'starts with BONUS'],
    ['BONUSM3-1', 'starts with BONUS'],
    ['', 'referenceNo: is required'],
    ['   ', 'referenceNo: is required'],
    ['R'.repeat(64), ''],
    ['R'.repeat(65), 'may not be longer than 64 characters'],
  ])('spec §3: BONUS… references are bonus records made by the server: referenceNo %j (%j)', (referenceNo, problem) => {
    expect(problemsOf({ ...GOOD, referenceNo })).toContain(problem);
    if (problem === '') expect(problemsOf({ ...GOOD, referenceNo })).toBe('');
  });

  it.each([
    [{ promoCode: 'SPEND042' }, ''],
    [{ promoCode: 'spend042' }, ''],
    [{ customerNo: '7012340005' }, ''],
    [{ customerNo: 7012340005 }, ''],
    [{ promoCode: 'SPEND42' }, 'promoCode: must be exactly 8 letters or digits'],
    [{ promoCode: 'SPEND0420' }, 'promoCode: must be exactly 8 letters or digits'],
    [{ promoCode: 'SPEND-42' }, 'promoCode: must be exactly 8 letters or digits'],
    [{}, 'promoCode: is required (or customerNo)'],
    [{ promoCode: '', customerNo: null }, 'promoCode: is required (or customerNo)'],
    [{ customerNo: true }, 'customerNo: must be text'],
  ])('spec §5 promo code (8 word characters) or customer number names the cardholder: %j', (who, problem) => {
    const { promoCode: _ignored, ...rest } = GOOD;
    expect(problemsOf({ ...rest, ...who })).toBe(problem);
  });

  it('reads a JSON customer number as text', () => {
    const { promoCode: _ignored, ...rest } = GOOD;
    expect(TransactionRowSchema.parse({ ...rest, customerNo: 7012340005 }).customerNo).toBe('7012340005');
  });

  it.each([
    [5411, ''],
    ['5411', ''],
    [0, ''],
    [9999, ''],
    [10000, 'mccID: must be a 4-digit merchant category code'],
    [-1, 'mccID: must be a 4-digit merchant category code'],
    [54.11, 'mccID: must be a 4-digit merchant category code'],
    ['groceries', 'mccID: must be a 4-digit merchant category code'],
  ])('decision 0005: mccID is the 4-digit merchant category code: %j', (mccID, problem) => {
    expect(problemsOf({ ...GOOD, mccID })).toBe(problem);
  });

  it.each([
    ['postedDateTime', '', undefined],
    ['postedDateTime', null, undefined],
    ['type', '', undefined],
    ['mccID', '', undefined],
    ['location', null, undefined],
    ['type', 'S1', 'S1'],
    ['location', 'x'.repeat(255), 'x'.repeat(255)],
  ])('optional %s given as %j is %j (an empty CSV cell is a field left out)', (field, value, stored) => {
    const row = TransactionRowSchema.parse({ ...GOOD, [field]: value }) as Record<string, unknown>;
    expect(row[field]).toBe(stored);
  });

  it('names unknown fields, so a misspelt header (mccId) is not silently dropped', () => {
    expect(problemsOf({ ...GOOD, mccId: 5411, Value: 1 })).toBe("unknown field 'mccId', 'Value'");
  });

  it.each([['a row'], [null], [[GOOD]], [42]])('refuses a row that is not an object: %j', (fields) => {
    expect(problemsOf(fields)).toBe('must be an object of transaction fields');
  });

  it('reports every problem of a row at once', () => {
    expect(problemsOf({ referenceNo: 'BONUS1', value: 1.001 })).toBe(
      'referenceNo: starts with BONUS: bonus records are made by the server, not imported; ' +
        'transactionDateTime: is required; value: must be pesos with at most two decimals; ' +
        'promoCode: is required (or customerNo)',
    );
  });

  it('property: any whole number of centavos in range is accepted as pesos text and read back exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), (centavos) => {
        const text = `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
        const row = TransactionRowSchema.parse({ ...GOOD, value: text });
        expect(Math.round(row.value * 100)).toBe(centavos);
      }),
    );
  });
});
