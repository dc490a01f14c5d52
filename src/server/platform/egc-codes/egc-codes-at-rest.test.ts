import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, withQuery } from '../../../contract/envelope';
import { resendCall } from '../../../contract/redeem';
import { lockEgcsByCode } from '../../egc-status/egc-status.repository';
import type { DeliveryAdapter } from '../../notify/delivery-adapter';
import { createOutboxDelivery } from '../../notify/outbox-delivery';
import { LANES } from '../../notify/outbox-lanes';
import { loadOwnEgcs } from '../../orders/orders.repository';
import { openTestEgcCode, TEST_EGC_CODE_KEYS } from '../../testing/egc-code-keys';
import { signInAs } from '../../testing/sign-in';
import { openTestApp, type TestApp } from '../../testing/test-app';
import { TEST_DATABASE_KINDS } from '../../testing/test-database';
import { outboxBodyOf } from '../outbox.repository';
import { egcCodeKeys } from './egc-code-keys';
import { resealUnderCurrentKey } from './egc-code-rotation.repository';
import { EgcSealError, sealedKeyIdOf } from './egc-code-seal';

// Decisions 0170–0173 on the real app and the demo seed: no eGC code is stored in clear, in `order_items` or in the
// outbox; the wallet and the messages still carry them; a rotation seals everything again under the new key and
// keeps what the old one sealed readable until it has.

describe.each(TEST_DATABASE_KINDS)('eGC codes at rest on %s', (kind) => {
  let testApp: TestApp;
  let walletId = 0;
  let codes: string[] = [];

  const db = () => testApp.database.db;
  /** Every row of a table as text, as a copy of the database would show it. */
  const tableText = async (table: 'order_items' | 'outbox') =>
    (await sql<{ row: string }>`select t::text as row from ${sql.table(table)} t`.execute(db())).rows
      .map((each) => each.row)
      .join('\n');

  beforeAll(async () => {
    testApp = await openTestApp(kind);
    const holder = await db()
      .selectFrom('cardholders')
      .select('id')
      .where('promo_code', '=', 'WALLET01')
      .executeTakeFirstOrThrow();
    walletId = holder.id;
    const rows = await db().selectFrom('order_items').select('egc_code_sealed').orderBy('id').execute();
    codes = rows.map((row) => openTestEgcCode(row.egc_code_sealed));
    // A resend of WALLET01's partly used order: a message holding its live code goes to the outbox.
    const cookie = await signInAs(testApp.app, db(), 'WALLET01', { ip: '10.0.70.1' });
    const order = await db()
      .selectFrom('orders')
      .innerJoin('order_items as i', 'i.order_id', 'orders.id')
      .select('orders.id')
      .where('orders.cardholder_id', '=', walletId)
      .where('i.merchant_name', '=', 'Circuit Hub')
      .executeTakeFirstOrThrow();
    const answer = await testApp.app.inject({
      method: 'POST',
      url: withQuery(buildPath(resendCall, { id: testApp.campaignId }), { orderID: String(order.id) }),
      headers: { cookie, 'idempotency-key': randomUUID() },
      remoteAddress: '10.0.70.1',
    });
    expect(answer.json().status.id).toBe(0);
  });
  afterAll(async () => testApp.close());

  it('the demo has eGCs, and neither order_items nor the outbox holds any of their codes in clear', async () => {
    expect(codes.length).toBeGreaterThan(5);
    const items = await tableText('order_items');
    const outbox = await tableText('outbox');
    for (const code of codes) {
      expect(items).not.toContain(code);
      expect(outbox).not.toContain(code);
    }
    expect(outbox).not.toMatch(/EGC-[A-Z2-9]{4}-[A-Z2-9]{4}/);
  });

  it('the resent message holds the code sealed; opened, and as the dispatcher hands it to the gateway, in clear', async () => {
    const row = await db()
      .selectFrom('outbox')
      .select(['id', 'channel', 'body', 'body_sealed'])
      .where('subject', 'like', 'Your eGCs (resent)%')
      .where('channel', '=', 'email')
      .executeTakeFirstOrThrow();
    expect(row.body_sealed).toBe(true);
    const opened = outboxBodyOf(TEST_EGC_CODE_KEYS, row);
    const sentCodes = codes.filter((code) => opened.includes(code));
    expect(sentCodes).toHaveLength(1);

    const delivered: string[] = [];
    const recording: DeliveryAdapter = {
      name: 'recording',
      deliver: async (message) => void delivered.push(message.body),
      close: () => {},
    };
    const lane = LANES.find((each) => each.channel === 'email' && each.priority === 'standard');
    if (lane === undefined) throw new Error('no standard e-mail lane');
    const delivery = createOutboxDelivery({
      db: db(),
      clock: () => new Date(),
      adapters: { email: recording, sms: recording, push: recording },
      log: { info: () => {}, warn: () => {}, error: () => {} },
      owner: 'at-rest-test',
      egcCodeKeys: TEST_EGC_CODE_KEYS,
    });
    for (const message of await delivery.claim(lane, 100)) await delivery.deliver(lane, message);
    expect(delivered.some((body) => body.includes(sentCodes[0] ?? '?'))).toBe(true);
    const after = await db()
      .selectFrom('outbox')
      .select(['body', 'sent_at'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(after.sent_at).not.toBeNull();
    expect(after.body).toBe(row.body);
  });

  it('a rotation seals every code and body again under the new key, keeps them readable, and finds nothing the second time', async () => {
    const before = await loadOwnEgcs(db(), TEST_EGC_CODE_KEYS, walletId);
    const next = egcCodeKeys({ id: 'next', key: randomBytes(32) }, [TEST_EGC_CODE_KEYS.current]);
    const sealedBodies = await db().selectFrom('outbox').select('id').where('body_sealed', '=', true).execute();

    // Mid-rotation every code is found and opened under either key.
    const someCode = codes[0] ?? '';
    const found = await db()
      .transaction()
      .execute((trx) => lockEgcsByCode(trx, next, [someCode]));
    expect(found.map((egc) => egc.code)).toEqual([someCode]);

    const first = await resealUnderCurrentKey(db(), next, 4);
    expect(first).toEqual({ egcCodes: codes.length, outboxBodies: sealedBodies.length });
    expect(await resealUnderCurrentKey(db(), next, 4)).toEqual({ egcCodes: 0, outboxBodies: 0 });

    const rows = await db().selectFrom('order_items').select('egc_code_sealed').execute();
    expect(rows.every((row) => sealedKeyIdOf(row.egc_code_sealed) === 'next')).toBe(true);
    // The new key alone now opens everything, and finds codes by their new digests; the old key alone opens nothing.
    const nextOnly = egcCodeKeys(next.current);
    expect(await loadOwnEgcs(db(), nextOnly, walletId)).toEqual(before);
    const again = await db()
      .transaction()
      .execute((trx) => lockEgcsByCode(trx, nextOnly, [someCode]));
    expect(again.map((egc) => egc.code)).toEqual([someCode]);
    await expect(loadOwnEgcs(db(), TEST_EGC_CODE_KEYS, walletId)).rejects.toThrow(EgcSealError);
    const bodies = await db()
      .selectFrom('outbox')
      .select(['body', 'body_sealed'])
      .where('body_sealed', '=', true)
      .execute();
    for (const body of bodies) expect(outboxBodyOf(nextOnly, body)).toMatch(/eGC: EGC-/);
    expect(await tableText('order_items')).not.toContain(someCode);
  });
});
