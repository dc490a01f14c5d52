import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminInquiryCall } from '../../contract/admin';
import { buildPath, withQuery } from '../../contract/envelope';
import { downloadOrdersCall, downloadTransactionsCall } from '../../contract/reports';
import { LOOKUP_EXPIRED_TEXT, signLookupToken } from '../cardholders/lookup-token';
import { fixedKeyRing } from '../platform/keys/key-ring';
import { sha256Hex } from '../platform/token-crypto';
import { openTestEgcCode } from '../testing/egc-code-keys';
import { TEST_SECRET } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_NOW } from '../testing/test-seed';
import { ORDER_COLUMNS, TRANSACTION_COLUMNS } from './admin-downloads.repository';
import { type AdminTestApp, openAdminTestApp } from './testing/admin-test-app';

const BOM = [0xef, 0xbb, 0xbf];

describe.each(TEST_DATABASE_KINDS)('admin downloads (spec §7; decision 0035 CSV) on %s', (kind) => {
  let testApp: AdminTestApp;
  let admin = '';

  beforeAll(async () => {
    testApp = await openAdminTestApp(kind);
    admin = await testApp.adminCookie();
  });
  afterAll(async () => testApp.close());

  const cardholderOf = (promoCode: string) =>
    testApp.db.selectFrom('cardholders').select('id').where('promo_code', '=', promoCode).executeTakeFirstOrThrow();
  async function tokenFor(promoCode: string): Promise<string> {
    const code = `DEMO-${promoCode}`;
    const url = withQuery(buildPath(adminInquiryCall, { id: testApp.campaignId }), { code });
    const answer = await testApp.app.inject({
      method: 'POST',
      url,
      headers: { cookie: admin },
      payload: { code, id: testApp.campaignId },
    });
    return answer.json().data.token;
  }
  const download = (
    call: typeof downloadTransactionsCall | typeof downloadOrdersCall,
    token: string,
    id = testApp.campaignId,
  ) =>
    testApp.app.inject({
      method: 'GET',
      url: withQuery(buildPath(call, { campaignID: id }), { token }),
      headers: { cookie: admin },
    });
  const rowsOf = (body: Buffer): string[][] => parse(body, { bom: true });

  it('transactions: UTF-8 with BOM, named after the cardholder and the day, one row per transaction', async () => {
    const answer = await download(downloadTransactionsCall, await tokenFor('SPEND042'));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    // TEST_NOW is 12:00 on Nov 21 in Manila.
    expect(answer.headers['content-disposition']).toBe('attachment; filename="transactions-SPEND042-2026-11-21.csv"');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect([...answer.rawPayload.subarray(0, 3)]).toEqual(BOM);
    const [header, ...rows] = rowsOf(answer.rawPayload);
    expect(header).toEqual([...TRANSACTION_COLUMNS]);
    const { id } = await cardholderOf('SPEND042');
    const stored = await testApp.db.selectFrom('transactions').select('id').where('cardholder_id', '=', id).execute();
    expect(rows.map((row) => Number(row[0])).sort()).toEqual(stored.map((row) => row.id).sort());
    // docs/demo-accounts.md: SPEND042 has 2 earlier transactions (before registration) that do not count.
    expect(rows.filter((row) => row[10] === 'No')).toHaveLength(2);
  });

  it('"cells starting with = + - @ tab or CR escaped against formula injection"; amounts stay numbers', async () => {
    const { id } = await cardholderOf('SPEND118');
    await testApp.db
      .insertInto('transactions')
      .values({
        cardholder_id: id,
        reference_no: '@REF-INJECTION',
        transaction_at: TEST_NOW,
        value_centavos: -12_345,
        type: '+SUM(1)',
        location: '=HYPERLINK("http://evil.example","click")',
      })
      .execute();
    const answer = await download(downloadTransactionsCall, await tokenFor('SPEND118'));
    const injected = rowsOf(answer.rawPayload).find((row) => row[1]?.includes('REF-INJECTION'));
    expect(injected).toEqual([
      expect.any(String),
      "'@REF-INJECTION",
      '2026-11-21 12:00:00',
      '',
      '',
      '-123.45',
      "'+SUM(1)",
      '',
      '',
      `'=HYPERLINK("http://evil.example","click")`,
      'Yes',
    ]);
  });

  it('redemptions: one row per eGC with its order, status Active or Used, and never the eGC code, only its last four (decision 0081)', async () => {
    const answer = await download(downloadOrdersCall, await tokenFor('CLAIMED1'));
    expect(answer.headers['content-disposition']).toBe('attachment; filename="redemptions-CLAIMED1-2026-11-21.csv"');
    const [header, ...rows] = rowsOf(answer.rawPayload);
    expect(header).toEqual([...ORDER_COLUMNS]);
    const { id } = await cardholderOf('CLAIMED1');
    const items = await testApp.db
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .select(['o.id', 'i.status_id', 'i.egc_code_sealed', 'i.used_at'])
      .where('o.cardholder_id', '=', id)
      .execute();
    expect(rows).toHaveLength(items.length);
    // docs/demo-accounts.md: CLAIMED1 has one order of P1,500 with one eGC used.
    expect(rows.map((row) => `${row[6]} ${row[7]}`).sort()).toEqual(
      items.map((item) => `${item.status_id === 44 ? 'Used' : 'Active'} ${item.status_id}`).sort(),
    );
    expect(rows.map((row) => row[6])).toContain('Used');
    const codes = items.map((item) => openTestEgcCode(item.egc_code_sealed));
    for (const code of codes) expect(answer.body).not.toContain(code);
    expect(rows.map((row) => row[8]).sort()).toEqual(codes.map((code) => code.slice(-4)).sort());
    // The used eGC says when (the seed's provider report); the active one leaves it empty.
    expect(rows.map((row) => (row[6] === 'Used' ? row[9] !== '' : row[9] === ''))).toEqual(rows.map(() => true));
  });

  it('decisions 0230–0232: an expired eGC is Expired in the CSV, as the screens and the overview say (decision 0160)', async () => {
    const [header, ...rows] = rowsOf((await download(downloadOrdersCall, await tokenFor('WALLET01'))).rawPayload);
    const status = header?.indexOf('Status') ?? -1;
    const merchant = header?.indexOf('Merchant') ?? -1;
    // docs/demo-accounts.md: WALLET01's Kusina Grill eGC expired yesterday, Harvest Fresh is used.
    const kusina = rows.find((row) => row[merchant] === 'Kusina Grill');
    expect(kusina?.[status]).toBe('Expired');
    expect(new Set(rows.map((row) => row[status]))).toEqual(new Set(['Active', 'Expired', 'Used']));
  });

  it('decision 0235: each eGC names its order "REF n", as the screens do; the provider’s reference comes last', async () => {
    const [header, ...rows] = rowsOf((await download(downloadOrdersCall, await tokenFor('WALLET01'))).rawPayload);
    const at = (name: string) => header?.indexOf(name) ?? -1;
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row[at('Reference')]).toBe(`REF ${row[at('Order ID')]}`);
      expect(row[at('Provider Reference')]).toMatch(/^MAIN-\d+$/);
    }
    expect(header?.at(-1)).toBe('Provider Reference');
  });

  it('a cardholder with no transactions gets the header alone', async () => {
    const [header, ...rows] = rowsOf((await download(downloadTransactionsCall, await tokenFor('NOSPEND1'))).rawPayload);
    expect(header).toEqual([...TRANSACTION_COLUMNS]);
    expect(rows).toEqual([]);
  });

  it('decision 0033: an expired or forged look-up answers HTTP 400 (2); another campaign 400', async () => {
    const { id } = await cardholderOf('SPEND042');
    const session = sha256Hex(admin.split('=')[1] ?? '');
    const expired = signLookupToken(fixedKeyRing(TEST_SECRET), session, id, new Date(TEST_NOW.getTime() - 3_600_000));
    for (const token of [expired, 'forged.token.here']) {
      const answer = await download(downloadOrdersCall, token);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ status: { id: 2, message: LOOKUP_EXPIRED_TEXT }, data: null });
    }
    expect((await download(downloadOrdersCall, await tokenFor('SPEND042'), testApp.campaignId + 1)).statusCode).toBe(
      400,
    );
  });
});
