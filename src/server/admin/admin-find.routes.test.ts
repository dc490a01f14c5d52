import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminFindCall, adminFindCall } from '../../contract/admin-find';
import { withQuery } from '../../contract/envelope';
import { openTestEgcCode } from '../testing/egc-code-keys';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { type AdminTestApp, openAdminTestApp } from './testing/admin-test-app';

// Decision 0142: "search by mobile number, e-mail, an order's REF, or the last four characters of an
// eGC code, with a result list when more than one matches", on the demo seed.

describe.each(TEST_DATABASE_KINDS)('finding a cardholder by another key (decision 0142) on %s', (kind) => {
  let testApp: AdminTestApp;
  let cookie = '';

  beforeAll(async () => {
    testApp = await openAdminTestApp(kind);
    cookie = await testApp.adminCookie('10.46.0.1', 'viewer');
  });
  afterAll(async () => testApp.close());

  const find = (by: string, value: string) =>
    testApp.app.inject({ method: 'GET', url: withQuery(adminFindCall.fullPath, { by, value }), headers: { cookie } });
  const promoCodes = async (by: string, value: string) => {
    const answer = await find(by, value);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const data = answer.json().data as AdminFindCall;
    return data.matches.map((match) => match.promoCode);
  };
  const wallet = () =>
    testApp.db
      .selectFrom('cardholders')
      .select(['id', 'mobile_no', 'email_address'])
      .where('promo_code', '=', 'WALLET01')
      .executeTakeFirstOrThrow();

  it('by mobile number, as typed in any of its usual forms', async () => {
    const { mobile_no } = await wallet();
    const mobile = String(mobile_no);
    const national = mobile.replace(/^\+63/, '');
    expect(mobile).toMatch(/^\+639\d{9}$/);
    expect(await promoCodes('mobile', mobile)).toEqual(['WALLET01']);
    expect(await promoCodes('mobile', `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`)).toEqual(
      ['WALLET01'],
    );
  });

  it('by e-mail, whatever its case', async () => {
    const { email_address } = await wallet();
    expect(await promoCodes('email', String(email_address).toUpperCase())).toEqual(['WALLET01']);
  });

  it("by an order's reference and by the last four characters of one of its eGC codes", async () => {
    const { id } = await wallet();
    const order = await testApp.db
      .selectFrom('orders as o')
      .innerJoin('order_items as i', 'i.order_id', 'o.id')
      .select(['o.id', 'o.client_reference_no', 'i.egc_code_sealed'])
      .where('o.cardholder_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(await promoCodes('orderRef', order.client_reference_no.toLowerCase())).toEqual(['WALLET01']);
    // As the screens show it (REWARD_TEXT.redemptions.reference, 'REF {orderID}').
    expect(await promoCodes('orderRef', `REF ${order.id}`)).toEqual(['WALLET01']);
    // Decision 0172: found by the last four kept apart, in either case, though the code itself is sealed.
    const ending = openTestEgcCode(order.egc_code_sealed).slice(-4);
    expect(await promoCodes('egcEnding', ending)).toContain('WALLET01');
    expect(await promoCodes('egcEnding', ending.toLowerCase())).toContain('WALLET01');
  });

  it('a list when several match, never a blocked cardholder; each search in the audit trail', async () => {
    const shared = 'shared.e2e@demo.local';
    await testApp.db
      .updateTable('cardholders')
      .set({ email_address: shared })
      .where('promo_code', 'in', ['SPEND042', 'SPEND118', 'BLOCKED1'])
      .execute();
    expect(await promoCodes('email', shared)).toEqual(['SPEND042', 'SPEND118']);
    const audit = await testApp.db
      .selectFrom('admin_audit')
      .select(['action', 'detail'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({
      action: 'look-up',
      detail: { searchedBy: 'email', searched: shared, matches: 2, more: false },
    });
  });

  it('nothing found is an empty list; a malformed key names nobody', async () => {
    expect(await promoCodes('orderRef', 'NO-SUCH-REF')).toEqual([]);
    expect(await promoCodes('egcEnding', 'TOO-LONG')).toEqual([]);
    expect((await find('name', 'x')).statusCode).toBe(400);
  });
});
