import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminInquiryCall, adminOrdersCall } from '../../contract/admin';
import { buildPath, withQuery } from '../../contract/envelope';
import { downloadOrdersCall } from '../../contract/reports';
import { egcsCall } from '../../contract/wallet';
import { type AdminTestApp, openAdminTestApp } from '../admin/testing/admin-test-app';
import { openTestEgcCode } from '../testing/egc-code-keys';
import { signInAs } from '../testing/sign-in';
import { TEST_DATABASE_KINDS } from '../testing/test-database';

// Decision 0080, 0081: each eGC's code reaches only its signed-in owner. Another cardholder, an anonymous caller and
// an admin (with or without a look-up token) never receive one.

describe.each(TEST_DATABASE_KINDS)('the eGC wallet call and who receives a code, on %s', (kind) => {
  let testApp: AdminTestApp;
  let walletCodes: string[];
  beforeAll(async () => {
    testApp = await openAdminTestApp(kind);
    const rows = await testApp.db
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .innerJoin('cardholders as c', 'c.id', 'o.cardholder_id')
      .where('c.promo_code', '=', 'WALLET01')
      .select('i.egc_code_sealed')
      .execute();
    walletCodes = rows.map((row) => openTestEgcCode(row.egc_code_sealed));
  });
  afterAll(async () => testApp.close());

  const walletPath = () => buildPath(egcsCall, { id: testApp.campaignId });
  const post = (url: string, cookie?: string) =>
    testApp.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {} });
  const expectNoWalletCode = (body: string) => {
    expect(walletCodes.length).toBe(3);
    for (const code of walletCodes) expect(body).not.toContain(code);
  };

  it("the owner receives each eGC: merchant, logo, value, code, the catalogue's barcode format, status, expiry, use", async () => {
    const cookie = await signInAs(testApp.app, testApp.db, 'WALLET01', { ip: '10.1.0.1' });
    const answer = await post(walletPath(), cookie);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { status, data } = egcsCall.response.parse(answer.json());
    expect(status.id).toBe(0);
    expect(data.map((egc) => egc.code).sort()).toEqual([...walletCodes].sort());
    const byMerchant = new Map(data.map((egc) => [egc.merchant, egc]));
    expect(byMerchant.get('Circuit Hub')).toMatchObject({
      value: 1_000,
      image: '/images/merchants/circuit-hub.svg',
      barcodeFormat: 'code128',
      giftawayStatusID: 43,
      usedAt: null,
    });
    expect(byMerchant.get('Harvest Fresh Market')).toMatchObject({ giftawayStatusID: 44, usedAt: expect.any(String) });
    // docs/demo-accounts.md: the Kusina Grill eGC expired yesterday; its tills scan a QR code.
    const kusina = byMerchant.get('Kusina Grill');
    expect(kusina).toMatchObject({ barcodeFormat: 'qr', giftawayStatusID: 43 });
    expect(Date.parse(kusina?.expiryDate ?? '')).toBeLessThan(Date.now());
    // The two eGCs of one claim share their order (spec §3 redemption group).
    expect(byMerchant.get('Circuit Hub')?.orderID).toBe(byMerchant.get('Harvest Fresh Market')?.orderID);
  });

  it('another cardholder receives only their own eGCs', async () => {
    const cookie = await signInAs(testApp.app, testApp.db, 'OFFLINE1', { ip: '10.1.0.2' });
    const answer = await post(walletPath(), cookie);
    const { data } = egcsCall.response.parse(answer.json());
    expect(data.map((egc) => egc.merchant).sort()).toEqual(['Circuit Hub', 'Harvest Fresh Market']);
    expectNoWalletCode(answer.body);
  });

  it('an anonymous caller gets -1 and no code', async () => {
    const answer = await post(walletPath());
    expect(answer.json()).toEqual({ status: { id: -1 }, data: null });
    expectNoWalletCode(answer.body);
  });

  it("an admin gets -1 from the wallet, with or without a look-up token, and no code from the admin's orders or download", async () => {
    const admin = await testApp.adminCookie('10.1.0.3');
    const inquiry = await testApp.app.inject({
      method: 'POST',
      url: withQuery(buildPath(adminInquiryCall, { id: testApp.campaignId }), { code: 'DEMO-WALLET01' }),
      headers: { cookie: admin },
      payload: { code: 'DEMO-WALLET01', id: testApp.campaignId },
    });
    const token: string = inquiry.json().data.token;
    for (const url of [walletPath(), withQuery(walletPath(), { token })]) {
      const answer = await post(url, admin);
      expect(answer.json().status.id).toBe(-1);
      expectNoWalletCode(answer.body);
    }
    const orders = await post(withQuery(buildPath(adminOrdersCall, { id: testApp.campaignId }), { token }), admin);
    expect(orders.json().status.id).toBe(0);
    expect(orders.json().data).toHaveLength(3);
    expectNoWalletCode(orders.body);
    const download = await testApp.app.inject({
      method: 'GET',
      url: withQuery(buildPath(downloadOrdersCall, { campaignID: testApp.campaignId }), { token }),
      headers: { cookie: admin },
    });
    expect(download.statusCode).toBe(200);
    expectNoWalletCode(download.body);
    for (const code of walletCodes) expect(download.body).toContain(code.slice(-4));
  });
});
