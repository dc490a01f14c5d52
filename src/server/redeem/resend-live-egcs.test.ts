import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminInquiryCall } from '../../contract/admin';
import { adminResendCall } from '../../contract/admin-accounts';
import { ordersCall } from '../../contract/cardholder';
import { buildPath, withQuery } from '../../contract/envelope';
import { resendCall } from '../../contract/redeem';
import { RESEND_NOT_AVAILABLE, RESEND_NOTHING_LEFT } from '../../domain/redeem-refusals';
import { type AdminTestApp, openAdminTestApp } from '../admin/testing/admin-test-app';
import { outboxBodyOf } from '../platform/outbox.repository';
import { openTestEgcCode, TEST_EGC_CODE_KEYS } from '../testing/egc-code-keys';
import { signInAs } from '../testing/sign-in';
import { TEST_DATABASE_KINDS } from '../testing/test-database';

// Decision 0161 on the real server and the demo seed (docs/demo-accounts.md): WALLET01 holds an order whose only
// eGC expired yesterday (Kusina Grill) and an order with one eGC used and one live. A resend sends only the live
// eGCs; an order with none is refused with 4308 and sends nothing, whether the cardholder or the back office asks;
// the orders read says so beforehand (`canResend`).

describe.each(TEST_DATABASE_KINDS)('the resend of used and expired eGCs on %s (decision 0161)', (kind) => {
  let testApp: AdminTestApp;
  let cookie = '';
  let expiredOrder = 0;
  let partlyUsedOrder = 0;
  const codes = new Map<string, string>();

  beforeAll(async () => {
    testApp = await openAdminTestApp(kind);
    cookie = await signInAs(testApp.app, testApp.db, 'WALLET01', { ip: '10.0.16.1' });
    const items = await testApp.db
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .innerJoin('cardholders as c', 'c.id', 'o.cardholder_id')
      .where('c.promo_code', '=', 'WALLET01')
      .select(['o.id as orderId', 'i.merchant_name', 'i.egc_code_sealed'])
      .orderBy('i.id')
      .execute();
    for (const item of items) codes.set(item.merchant_name, openTestEgcCode(item.egc_code_sealed));
    expiredOrder = items.find((item) => item.merchant_name === 'Kusina Grill')?.orderId ?? 0;
    partlyUsedOrder = items.find((item) => item.merchant_name === 'Circuit Hub')?.orderId ?? 0;
  });
  afterAll(async () => testApp.close());

  const outboxSize = async () =>
    Number(
      (
        await testApp.db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  // Bodies as sent: the ones holding eGC codes are sealed in the outbox (decision 0173).
  const newMessages = async (after: number) =>
    (
      await testApp.db
        .selectFrom('outbox')
        .select(['body', 'body_sealed'])
        .where('id', '>', after)
        .orderBy('id')
        .execute()
    ).map((row) => ({ body: outboxBodyOf(TEST_EGC_CODE_KEYS, row) }));
  const lastOutboxId = async () =>
    (await testApp.db.selectFrom('outbox').select('id').orderBy('id', 'desc').executeTakeFirst())?.id ?? 0;
  const resend = (orderID: number) =>
    testApp.app.inject({
      method: 'POST',
      url: withQuery(buildPath(resendCall, { id: testApp.campaignId }), { orderID: String(orderID) }),
      headers: { cookie, 'idempotency-key': randomUUID() },
    });

  it('the orders read offers no resend of the expired eGC, and the live one of the partly used order', async () => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: buildPath(ordersCall, { id: testApp.campaignId }),
      headers: { cookie },
    });
    const orders = ordersCall.response.parse(answer.json()).data;
    const byMerchant = new Map(orders.map((order) => [order.merchant, order.canResend]));
    expect(Object.fromEntries(byMerchant)).toEqual({
      'Kusina Grill': false,
      'Harvest Fresh Market': false,
      'Circuit Hub': true,
    });
  });

  it('an order whose eGCs are all expired or used is refused with 4308 and sends nothing', async () => {
    const before = await outboxSize();
    const answer = await resend(expiredOrder);
    expect(answer.json()).toMatchObject({ status: { id: RESEND_NOTHING_LEFT }, data: null });
    expect(await outboxSize()).toBe(before);
    // Not a cooldown: the order was not marked resent.
    const order = await testApp.db
      .selectFrom('orders')
      .select('resendable_after')
      .where('id', '=', expiredOrder)
      .executeTakeFirstOrThrow();
    expect(order.resendable_after).toBeNull();
  });

  it('an order with a live eGC resends that one only; again within the cooldown, 4307', async () => {
    const after = await lastOutboxId();
    expect((await resend(partlyUsedOrder)).json().status.id).toBe(0);
    const sent = (await newMessages(after)).map((message) => message.body).join('\n');
    expect(sent).toContain(codes.get('Circuit Hub'));
    expect(sent).not.toContain(codes.get('Harvest Fresh Market'));
    expect((await resend(partlyUsedOrder)).json().status.id).toBe(RESEND_NOT_AVAILABLE);
  });

  it('the back office never resends a dead code either: the admin resend answers 4308 and sends nothing', async () => {
    const admin = await testApp.adminCookie('10.9.16.1', 'support');
    const code = 'DEMO-WALLET01';
    const inquiry = await testApp.app.inject({
      method: adminInquiryCall.method,
      url: withQuery(buildPath(adminInquiryCall, { id: testApp.campaignId }), { code }),
      payload: { code, id: testApp.campaignId },
      headers: { cookie: admin },
    });
    const token = inquiry.json().data.token as string;
    const before = await outboxSize();
    const answer = await testApp.app.inject({
      method: adminResendCall.method,
      url: withQuery(adminResendCall.fullPath, { token, orderID: String(expiredOrder) }),
      headers: { cookie: admin },
    });
    expect(answer.json()).toMatchObject({ status: { id: RESEND_NOTHING_LEFT }, data: null });
    expect(await outboxSize()).toBe(before);
  });
});
