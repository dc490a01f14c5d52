import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { providerEgcStatusCall } from '../../contract/provider';
import { groupOrders, groupStatusText } from '../../domain/orders';
import { loadOrders } from '../cardholder-data/cardholder-data.repository';
import { egcCodeDigests } from '../platform/egc-codes/egc-code-columns';
import { openTestEgcCode, TEST_EGC_CODE_KEYS } from '../testing/egc-code-keys';
import { openTestApp, type TestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_NOW } from '../testing/test-seed';
import { providerSignature } from './provider-signature';

// docs/provider-egc-status.md, decision 0082: the provider's webhook marks eGCs used. A good signature changes the
// eGC and its group's status (spec §4 Order group status); a bad signature, an old timestamp, a replay, an unknown
// code or a malformed body change nothing.

const SECRET = 'provider-secret-provider-secret-0001';
const NOW_SECONDS = Math.floor(TEST_NOW.getTime() / 1000);

describe.each(TEST_DATABASE_KINDS)('POST /api/provider/egc-status on %s', (kind) => {
  let testApp: TestApp;
  let offline1: { id: number; codes: string[] };
  let signedAt = NOW_SECONDS;

  beforeAll(async () => {
    testApp = await openTestApp(kind, { providerWebhookSecret: SECRET });
    const rows = await testApp.database.db
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .innerJoin('cardholders as c', 'c.id', 'o.cardholder_id')
      .where('c.promo_code', '=', 'OFFLINE1')
      .select(['c.id', 'i.egc_code_sealed'])
      .orderBy('i.id')
      .execute();
    offline1 = { id: rows[0]?.id ?? 0, codes: rows.map((row) => openTestEgcCode(row.egc_code_sealed)) };
  });
  afterAll(async () => testApp.close());
  // Each delivery is signed anew, as the provider is told to (a second after the last).
  beforeEach(() => {
    signedAt += 1;
  });

  const send = (body: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method: 'POST',
      url: providerEgcStatusCall.fullPath,
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    });
  const signedHeaders = (body: string, timestamp = signedAt) => ({
    'x-timestamp': String(timestamp),
    'x-signature': `sha256=${providerSignature(SECRET, String(timestamp), Buffer.from(body))}`,
  });
  const sendSigned = (body: string) => send(body, signedHeaders(body));
  const report = (events: readonly { code: string; status: string; at: string }[]) => JSON.stringify({ events });
  const readOrders = () =>
    loadOrders(testApp.database.db, offline1.id, { now: TEST_NOW, campaignId: testApp.campaignId });
  const groupStatus = async () => {
    const [group] = groupOrders(await readOrders(), TEST_NOW, 'Asia/Manila');
    return group === undefined ? null : groupStatusText(group.status);
  };
  const snapshot = () =>
    testApp.database.db
      .selectFrom('order_items')
      .select(['id', 'status_id', 'used_at', 'status_reported_at'])
      .orderBy('id')
      .execute();

  it("a good signature marks an eGC used: its group reads '1 of 2 used', then 'Used' (spec §4)", async () => {
    const [first = '', second = ''] = offline1.codes;
    expect(await groupStatus()).toBe('Active');
    const answer = await sendSigned(report([{ code: first, status: 'redeemed', at: '2026-11-21T03:10:00+08:00' }]));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      status: { id: 0 },
      data: { received: 1, applied: 1, unchanged: 0, unknownCodes: [] },
    });
    expect(await groupStatus()).toBe('1 of 2 used');
    const used = await testApp.database.db
      .selectFrom('order_items')
      .where('egc_code_digest', 'in', egcCodeDigests(TEST_EGC_CODE_KEYS, first))
      .select(['status_id', 'used_at'])
      .executeTakeFirstOrThrow();
    expect(used).toEqual({ status_id: 44, used_at: new Date('2026-11-20T19:10:00Z') });

    await sendSigned(report([{ code: second, status: 'redeemed', at: '2026-11-21T03:20:00Z' }]));
    expect(await groupStatus()).toBe('Used');
    // The cardholder's orders call says so on the next fetch, and a used group has nothing to resend.
    const orders = await readOrders();
    expect(orders.map((order) => [order.giftawayStatusID, order.canResend])).toEqual([
      [44, false],
      [44, false],
    ]);
  });

  it('the same event again changes nothing (idempotent), and is audited as not applied', async () => {
    const [first = ''] = offline1.codes;
    const before = await snapshot();
    const answer = await sendSigned(report([{ code: first, status: 'redeemed', at: '2026-11-21T03:10:00+08:00' }]));
    expect(answer.json().data).toEqual({ received: 1, applied: 0, unchanged: 1, unknownCodes: [] });
    expect(await snapshot()).toEqual(before);
    const audit = await testApp.database.db
      .selectFrom('egc_status_events')
      .select(['applied', 'source'])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { applied: true, source: 'webhook' },
      { applied: true, source: 'webhook' },
      { applied: false, source: 'webhook' },
    ]);
  });

  it('an unknown code is reported back and changes nothing; the known ones in the same report apply', async () => {
    const [first = ''] = offline1.codes;
    const before = await snapshot();
    const body = report([
      { code: 'EGC-NONE-NONE', status: 'redeemed', at: '2026-11-21T04:00:00Z' },
      { code: first, status: 'redeemed', at: '2026-11-21T00:00:00Z' },
    ]);
    const answer = await sendSigned(body);
    expect(answer.json().data).toEqual({ received: 2, applied: 0, unchanged: 1, unknownCodes: ['EGC-NONE-NONE'] });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['no signature', (_body: string) => ({ 'x-timestamp': String(NOW_SECONDS) })],
    [
      'another secret',
      (body: string) => ({
        'x-timestamp': String(NOW_SECONDS),
        'x-signature': `sha256=${providerSignature('another-secret', String(NOW_SECONDS), Buffer.from(body))}`,
      }),
    ],
    [
      'a timestamp older than five minutes',
      (body: string) => ({
        'x-timestamp': String(NOW_SECONDS - 301),
        'x-signature': `sha256=${providerSignature(SECRET, String(NOW_SECONDS - 301), Buffer.from(body))}`,
      }),
    ],
    [
      'a body changed after signing',
      (body: string) => ({
        'x-timestamp': String(NOW_SECONDS),
        'x-signature': `sha256=${providerSignature(SECRET, String(NOW_SECONDS), Buffer.from(`${body} `))}`,
      }),
    ],
  ])('%s: HTTP 401 and nothing changes', async (_name, headersFor) => {
    const [otherCode = ''] = await codesOf('OFFLINE3');
    const before = await snapshot();
    const body = report([{ code: otherCode, status: 'redeemed', at: '2026-11-21T04:00:00Z' }]);
    const answer = await send(body, headersFor(body));
    expect(answer.statusCode).toBe(401);
    expect(answer.json().status.id).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('an exact replay of a signed request is refused (409) and changes nothing', async () => {
    const [code = ''] = await codesOf('OFFLINE3');
    const body = report([{ code, status: 'redeemed', at: '2026-11-21T04:00:00Z' }]);
    const headers = signedHeaders(body);
    expect((await send(body, headers)).json().data.applied).toBe(1);
    // A reversal arrives meanwhile; the captured request replayed must not undo it.
    await sendSigned(report([{ code, status: 'active', at: '2026-11-21T04:05:00Z' }]));
    const before = await snapshot();
    const replay = await send(body, headers);
    expect(replay.statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['not JSON', '{"events": ['],
    ['no events', report([])],
    ['an unknown status', report([{ code: 'EGC-AAAA-BBBB', status: 'lost', at: '2026-11-21T04:00:00Z' }])],
    ['a time without its offset', report([{ code: 'EGC-AAAA-BBBB', status: 'redeemed', at: '2026-11-21T04:00:00' }])],
    ['an unknown field', JSON.stringify({ events: [], extra: 1 })],
    [
      'more than 1,000 events',
      report(
        Array.from({ length: 1001 }, () => ({ code: 'EGC-AAAA-BBBB', status: 'redeemed', at: '2026-11-21T04:00:00Z' })),
      ),
    ],
  ])('a malformed body (%s) with a good signature: 400 and nothing changes', async (_name, body) => {
    const before = await snapshot();
    const answer = await sendSigned(body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().status.id).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('accepts 1,000 events in one report', async () => {
    const [code = ''] = await codesOf('CLAIMED1');
    const events = Array.from({ length: 1000 }, (_, index) => ({
      code,
      status: index % 2 === 0 ? 'active' : 'redeemed',
      at: new Date(TEST_NOW.getTime() - (1000 - index) * 1000).toISOString(),
    }));
    const answer = await sendSigned(report(events));
    expect(answer.json().data.received).toBe(1000);
    // Applied in the order they happened: the last one, 'redeemed', stands.
    const item = await testApp.database.db
      .selectFrom('order_items')
      .where('egc_code_digest', 'in', egcCodeDigests(TEST_EGC_CODE_KEYS, code))
      .select('status_id')
      .executeTakeFirstOrThrow();
    expect(item.status_id).toBe(44);
  });

  async function codesOf(promoCode: string): Promise<string[]> {
    const rows = await testApp.database.db
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .innerJoin('cardholders as c', 'c.id', 'o.cardholder_id')
      .where('c.promo_code', '=', promoCode)
      .select('i.egc_code_sealed')
      .orderBy('i.id')
      .execute();
    return rows.map((row) => openTestEgcCode(row.egc_code_sealed));
  }
});

describe('without PROVIDER_WEBHOOK_SECRET', () => {
  it('the endpoint answers 404, whatever is sent', async () => {
    const testApp = await openTestApp('pglite');
    try {
      const answer = await testApp.app.inject({
        method: 'POST',
        url: providerEgcStatusCall.fullPath,
        headers: { 'content-type': 'application/json', 'x-timestamp': String(NOW_SECONDS), 'x-signature': 'sha256=00' },
        payload: '{"events":[]}',
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ status: { id: 404, message: 'Not Found' }, data: null });
    } finally {
      await testApp.close();
    }
  });
});
