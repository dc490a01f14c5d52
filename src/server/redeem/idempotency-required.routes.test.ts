import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, withQuery } from '../../contract/envelope';
import { bonusRedeemCall, IDEMPOTENCY_KEY_HEADER, redeemCall, resendCall } from '../../contract/redeem';
import { loadCatalogueEntries } from '../campaign/catalogue.repository';
import { signInAs } from '../testing/sign-in';
import { openTestApp, type TestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';

// Decision 0152: redeem, bonus redeem and resend require an Idempotency-Key. Without one each answers 400 in the
// envelope and changes nothing; the same call with a key then does its work, so nothing had been used up.

/** Every table a claim or a resend writes to. */
const WRITTEN = ['orders', 'order_items', 'main_claims', 'bonus_claims', 'credit_ledger', 'outbox', 'idempotency_keys'];

describe.each(TEST_DATABASE_KINDS)('a money call without an Idempotency-Key on %s', (kind) => {
  let testApp: TestApp;
  let reward: { merchant: { id: number }; denomination: { id: number }; quantity: number };
  beforeAll(async () => {
    testApp = await openTestApp(kind);
    const catalogue = await loadCatalogueEntries(testApp.database.db, testApp.campaignId);
    const entry = catalogue.find(
      (each) => each.lists.includes('main') && each.lists.includes('bonus') && each.isAvailable,
    );
    if (entry === undefined) throw new Error('no reward both lists offer in the seed');
    reward = { merchant: { id: entry.merchantID }, denomination: { id: entry.denominationID }, quantity: 1 };
  });
  afterAll(async () => testApp.close());

  /** Each written table's rows, whole, so a changed row shows as well as a new one. */
  async function snapshot(): Promise<Record<string, unknown[]>> {
    const tables: Record<string, unknown[]> = {};
    for (const table of WRITTEN) {
      tables[table] = await testApp.database.db
        .selectFrom(table as 'orders')
        .selectAll()
        .execute();
    }
    return tables;
  }

  const call = (url: string, cookie: string, payload?: object, key?: string) =>
    testApp.app.inject({
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload }),
      headers: { cookie, ...(key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }) },
    });

  async function expectRefusedUnchanged(url: string, cookie: string, payload?: object) {
    const before = await snapshot();
    const answer = await call(url, cookie, payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      status: { id: 400, message: expect.stringMatching(/^Idempotency-Key is required/) },
      data: null,
    });
    expect(await snapshot()).toEqual(before);
  }

  it('main redeem: 400, nothing ordered; with a key the same claim is made', async () => {
    const cookie = await signInAs(testApp.app, testApp.database.db, 'SPEND200', { ip: '10.26.0.1' });
    const url = buildPath(redeemCall, { id: testApp.campaignId });
    const body = { rewards: [reward], id: testApp.campaignId };
    await expectRefusedUnchanged(url, cookie, body);
    const keyed = await call(url, cookie, body, 'spend200-keyed-claim-0001');
    expect(keyed.json().status.id).toBe(0);
  });

  it('bonus redeem: 400, the bonus record still unclaimed; with a key it is claimed', async () => {
    const cookie = await signInAs(testApp.app, testApp.database.db, 'INSTALL1', { ip: '10.26.0.2' });
    const record = await testApp.database.db
      .selectFrom('transactions as t')
      .innerJoin('cardholders as c', 'c.id', 't.cardholder_id')
      .where('c.promo_code', '=', 'INSTALL1')
      .where('t.bonus_kind', '=', 'installment')
      .select('t.id')
      .executeTakeFirstOrThrow();
    const url = buildPath(bonusRedeemCall, { id: testApp.campaignId });
    const body = { rewards: [reward], id: testApp.campaignId, token: record.id };
    await expectRefusedUnchanged(url, cookie, body);
    const keyed = await call(url, cookie, body, 'install1-keyed-bonus-0001');
    expect(keyed.json().status.id).toBe(0);
  });

  it('resend: 400, nothing sent and the order still resendable; with a key it is sent', async () => {
    const cookie = await signInAs(testApp.app, testApp.database.db, 'CLAIMED1', { ip: '10.26.0.3' });
    const order = await testApp.database.db
      .selectFrom('orders as o')
      .innerJoin('cardholders as c', 'c.id', 'o.cardholder_id')
      .where('c.promo_code', '=', 'CLAIMED1')
      .select('o.id')
      .orderBy('o.id')
      .executeTakeFirstOrThrow();
    const url = withQuery(buildPath(resendCall, { id: testApp.campaignId }), { orderID: order.id });
    await expectRefusedUnchanged(url, cookie);
    const keyed = await call(url, cookie, undefined, 'claimed1-keyed-resend-01');
    expect(keyed.json().status.id).toBe(0);
  });
});
