import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/database';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../testing/test-database';
import { seedTestDemo, TEST_NOW } from '../testing/test-seed';
import { INSERT_BATCH_SIZE, importTransactions } from './import-transactions.service';
import { readCsvRows } from './read-csv-rows';
import { readJsonRows } from './read-json-rows';

const HEADER = 'promoCode,customerNo,referenceNo,transactionDateTime,postedDateTime,value,type,mccID,location';
const csvFile = (...rows: string[]) => readCsvRows(Buffer.from([HEADER, ...rows].join('\n')));
/** A good CSV row for NEWUSER2 (issued, not registered: no bonus round runs for it). */
const goodRow = (reference: string) => `NEWUSER2,,${reference},2026-11-20T10:00:00+08:00,,100.25,,5411,`;

describe.each(TEST_DATABASE_KINDS)('transaction import on %s (docs/import-format.md, spec §3 Transaction)', (kind) => {
  let database: OpenDatabase;
  let campaignId: number;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    campaignId = (await seedTestDemo(database.db)).campaignId;
  });
  afterAll(async () => database.close());

  const run = (file: Parameters<typeof importTransactions>[1]) =>
    importTransactions(database.db, file, { campaignId, now: TEST_NOW });
  const stored = (referenceNos: readonly string[]) =>
    database.db
      .selectFrom('transactions as t')
      .innerJoin('cardholders as c', 'c.id', 't.cardholder_id')
      .where('t.reference_no', 'in', [...referenceNos])
      .select([
        'c.promo_code',
        't.reference_no',
        't.transaction_at',
        't.posted_at',
        't.expiry_at',
        't.value_centavos',
        't.type',
        't.mcc_id',
        't.location',
        't.bonus_kind',
        't.created_at',
      ])
      .orderBy('t.reference_no')
      .execute();

  it('imports every row of a CSV file with its spec §3 fields, money as integer centavos (decision 0001)', async () => {
    const summary = await run(
      csvFile(
        'SPEND042,,CSV-1,2026-11-20T10:15:00+08:00,2026-11-21T00:00:00+08:00,1500.50,S1A,5812,KUSINA GRILL AYALA TRIANGLE MAKATI',
        'spend042,7012340005,CSV-2,2026-11-19T23:59:59Z,,0.01,,,',
        ',7012340005,CSV-3,2026-11-18T08:00:00+08:00,,24999.99,,6011,',
      ),
    );
    expect(summary).toMatchObject({ imported: 3, duplicatesInDatabase: 0, duplicatesInFile: 0, badRows: [] });
    expect(await stored(['CSV-1', 'CSV-2', 'CSV-3'])).toEqual([
      {
        promo_code: 'SPEND042',
        reference_no: 'CSV-1',
        transaction_at: new Date('2026-11-20T02:15:00Z'),
        posted_at: new Date('2026-11-20T16:00:00Z'),
        expiry_at: null,
        value_centavos: 150_050,
        type: 'S1A',
        mcc_id: 5812,
        location: 'KUSINA GRILL AYALA TRIANGLE MAKATI',
        bonus_kind: null,
        created_at: TEST_NOW,
      },
      expect.objectContaining({ promo_code: 'SPEND042', reference_no: 'CSV-2', value_centavos: 1, mcc_id: null }),
      expect.objectContaining({ promo_code: 'SPEND042', reference_no: 'CSV-3', value_centavos: 2_499_999, type: null }),
    ]);
  });

  it('imports a JSON array the same way', async () => {
    const rows = [
      { customerNo: 7012340006, referenceNo: 'JSON-1', transactionDateTime: '2026-11-20T10:00:00+08:00', value: 75000 },
      {
        promoCode: 'SPEND118',
        referenceNo: 'JSON-2',
        transactionDateTime: '2026-11-20T11:00:00Z',
        value: 12.3,
        mccID: 5411,
        postedDateTime: null,
      },
      { promoCode: 'NOSPEND1', referenceNo: 'JSON-3', transactionDateTime: '2026-11-20T12:00:00Z', value: '99.90' },
    ];
    const summary = await run(readJsonRows(Buffer.from(JSON.stringify(rows, null, 2))));
    expect(summary).toMatchObject({ imported: 3, badRows: [] });
    expect(await stored(['JSON-1', 'JSON-2', 'JSON-3'])).toEqual([
      expect.objectContaining({ promo_code: 'SPEND118', reference_no: 'JSON-1', value_centavos: 7_500_000 }),
      expect.objectContaining({ promo_code: 'SPEND118', reference_no: 'JSON-2', value_centavos: 1230, mcc_id: 5411 }),
      expect.objectContaining({ promo_code: 'NOSPEND1', reference_no: 'JSON-3', value_centavos: 9990 }),
    ]);
    // The cardholders that gained spend, once each, in id order: their bonus rounds are evaluated.
    expect(summary.cardholderIds).toHaveLength(2);
    expect(summary.cardholderIds).toEqual([...summary.cardholderIds].sort((a, b) => a - b));
    expect(summary.bonus.evaluated).toBe(2);
  });

  it.each([
    [
      'a date without its offset',
      'NEWUSER2,,BAD-DATE,2026-11-20 10:00,,100,,,',
      "transactionDateTime: must be an ISO date-time with 'Z' or an offset",
    ],
    [
      'three decimals',
      'NEWUSER2,,BAD-CENTS,2026-11-20T10:00:00Z,,100.125,,,',
      'value: must be pesos with at most two decimals',
    ],
    [
      'an unknown cardholder',
      'NOBODY99,,BAD-WHO,2026-11-20T10:00:00Z,,100,,,',
      "promoCode: no cardholder has promo code 'NOBODY99'",
    ],
    [
      'an unknown customer number',
      ',7099999999,BAD-CUSTOMER,2026-11-20T10:00:00Z,,100,,,',
      "customerNo: no cardholder has customer number '7099999999'",
    ],
    [
      'a BONUS reference',
      'NEWUSER2,,BONUS-IMPORTED,2026-11-20T10:00:00Z,,100,,,',
      'referenceNo: starts with BONUS: bonus records are made by the server',
    ],
    ['a missing value', 'NEWUSER2,,BAD-MISSING,2026-11-20T10:00:00Z,,,,,', 'value: is required'],
    ['a missing reference', 'NEWUSER2,,,2026-11-20T10:00:00Z,,100,,,', 'referenceNo: is required'],
    ['a row of the wrong width', 'NEWUSER2,,BAD-WIDTH,2026-11-20T10:00:00Z', 'has 4 columns, the header has 9'],
  ])(
    'docs/import-format.md "reports bad rows by line without importing them": %s, while good rows import',
    async (label, badRow, reason) => {
      const tag = label.replaceAll(' ', '-').toUpperCase();
      const summary = await run(csvFile(goodRow(`GOOD-${tag}-1`), badRow, goodRow(`GOOD-${tag}-2`)));
      expect(summary.badRows).toEqual([{ line: 3, reason: expect.stringContaining(reason) }]);
      expect(summary.imported).toBe(2);
      const references = (await stored([`GOOD-${tag}-1`, `GOOD-${tag}-2`, 'BAD-DATE', 'BAD-CENTS', 'BAD-WHO'])).map(
        (row) => row.reference_no,
      );
      expect(references).toEqual([`GOOD-${tag}-1`, `GOOD-${tag}-2`]);
      expect(await stored(['BAD-CUSTOMER', 'BONUS-IMPORTED', 'BAD-MISSING', 'BAD-WIDTH'])).toEqual([]);
    },
  );

  it('reports every bad row of a file, sorted by line', async () => {
    const summary = await run(
      csvFile(
        'NOBODY99,,ORDER-1,2026-11-20T10:00:00Z,,100,,,',
        goodRow('ORDER-2'),
        'NEWUSER2,,ORDER-3,yesterday,,100,,,',
        'NEWUSER2,,ORDER-4',
      ),
    );
    expect(summary.badRows.map((bad) => bad.line)).toEqual([2, 4, 5]);
  });

  it('docs/import-format.md "skips duplicates by reference number": already stored, or repeated in the file', async () => {
    await run(csvFile(goodRow('DUP-1'), goodRow('DUP-2')));
    const summary = await run(
      csvFile(
        'NEWUSER2,,DUP-1,2026-11-01T10:00:00Z,,999,,,',
        goodRow('DUP-3'),
        'NEWUSER2,,DUP-3,2026-11-02T10:00:00Z,,5,,,',
        goodRow('DUP-2'),
      ),
    );
    expect(summary).toMatchObject({ imported: 1, duplicatesInDatabase: 2, duplicatesInFile: 1, badRows: [] });
    // Decision 0146: each skipped row by its line; a repeat names the line that holds the number first.
    expect(summary.duplicates).toEqual([
      { line: 2, referenceNo: 'DUP-1', repeatOfLine: null },
      { line: 4, referenceNo: 'DUP-3', repeatOfLine: 3 },
      { line: 5, referenceNo: 'DUP-2', repeatOfLine: null },
    ]);
    const rows = await stored(['DUP-1', 'DUP-2', 'DUP-3']);
    // The first copy stays: a later file cannot rewrite a stored transaction.
    expect(rows.map((row) => [row.reference_no, row.value_centavos])).toEqual([
      ['DUP-1', 10_025],
      ['DUP-2', 10_025],
      ['DUP-3', 10_025],
    ]);
  });

  it('a reference stored for another cardholder is a duplicate too (reference numbers are unique)', async () => {
    await run(csvFile('SPEND200,,SHARED-1,2026-11-20T10:00:00Z,,1,,,'));
    const summary = await run(csvFile(goodRow('SHARED-1')));
    expect(summary).toMatchObject({ imported: 0, duplicatesInDatabase: 1 });
    expect((await stored(['SHARED-1']))[0]?.promo_code).toBe('SPEND200');
  });

  it('refuses a customer number that names several cardholders, or another cardholder than the promo code', async () => {
    await database.db
      .insertInto('cardholders')
      .values({
        campaign_id: campaignId,
        promo_code: 'TWINCUST',
        customer_no: '7012340002',
        card_type_id: 1,
        status: 'issued',
      })
      .execute();
    const summary = await run(
      csvFile(
        ',7012340002,WHO-1,2026-11-20T10:00:00Z,,1,,,',
        'SPEND042,7012340006,WHO-2,2026-11-20T10:00:00Z,,1,,,',
        'TWINCUST,7012340002,WHO-3,2026-11-20T10:00:00Z,,1,,,',
      ),
    );
    expect(summary.badRows).toEqual([
      { line: 2, reason: "customerNo: '7012340002' belongs to 2 cardholders; give promoCode instead" },
      { line: 3, reason: "customerNo: '7012340006' is not the customer number of 'SPEND042'" },
    ]);
    expect((await stored(['WHO-1', 'WHO-2', 'WHO-3'])).map((row) => row.promo_code)).toEqual(['TWINCUST']);
  });

  it(`inserts more rows than one batch (${INSERT_BATCH_SIZE}) in one go`, async () => {
    const rows = Array.from({ length: INSERT_BATCH_SIZE * 2 + 17 }, (_, index) => goodRow(`MANY-${index}`));
    const summary = await run(csvFile(...rows));
    expect(summary).toMatchObject({ imported: rows.length, badRows: [] });
    const count = await database.db
      .selectFrom('transactions')
      .where('reference_no', 'like', 'MANY-%')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count.count)).toBe(rows.length);
    // spec §1: only registered cardholders take part in bonus rounds; NEWUSER2 is not registered.
    expect(summary.bonus.evaluated).toBe(0);
  });

  it('two imports of one file at the same time store each reference once', async () => {
    const file = csvFile(goodRow('RACE-1'), goodRow('RACE-2'), goodRow('RACE-3'));
    const [first, second] = await Promise.all([run(file), run(file)]);
    expect((first?.imported ?? 0) + (second?.imported ?? 0)).toBe(3);
    expect((first?.duplicatesInDatabase ?? 0) + (second?.duplicatesInDatabase ?? 0)).toBe(3);
    expect(await stored(['RACE-1', 'RACE-2', 'RACE-3'])).toHaveLength(3);
  });

  it('docs/architecture.md §4 Spend: bonus records are evaluated after the import (spec §4: 5 categories → generic bonus)', async () => {
    const categories = [5411, 5812, 5541, 5311, 4511];
    const rows = categories.map(
      (mcc, index) => `NOSPEND1,,FIVE-${index},2026-11-20T1${index}:00:00+08:00,,1000,,${mcc},`,
    );
    const summary = await run(csvFile(...rows));
    expect(summary).toMatchObject({ imported: 5, cardholderIds: [expect.any(Number)] });
    expect(summary.bonus).toMatchObject({ evaluated: 1, created: 1, createdByKind: { generic: 1 } });
    const records = await database.db
      .selectFrom('transactions as t')
      .innerJoin('cardholders as c', 'c.id', 't.cardholder_id')
      .where('c.promo_code', '=', 'NOSPEND1')
      .where('t.bonus_kind', 'is not', null)
      .select(['t.bonus_kind', 't.reference_no'])
      .execute();
    expect(records).toEqual([{ bonus_kind: 'generic', reference_no: expect.stringMatching(/^BONUS/) }]);

    const again = await run(csvFile(...rows));
    expect(again).toMatchObject({ imported: 0, duplicatesInDatabase: 5, cardholderIds: [] });
    expect(again.bonus.created).toBe(0);
  });

  it('an empty file imports nothing and reports nothing', async () => {
    expect(await run(csvFile())).toMatchObject({
      imported: 0,
      duplicatesInDatabase: 0,
      duplicatesInFile: 0,
      badRows: [],
    });
  });
});
