import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminInquiryCall,
  adminOrdersCall,
  adminTransactionsCall,
  changeLogCall,
  userInfoCall,
  userUpdateCall,
} from '../../contract/admin';
import { decideApprovalCall, pendingApprovalsCall } from '../../contract/admin-approvals';
import { logoutCall } from '../../contract/auth';
import { ordersCall, transactionsCall } from '../../contract/cardholder';
import { buildPath, withQuery } from '../../contract/envelope';
import { loadOrders, loadTransactions } from '../cardholder-data/cardholder-data.repository';
import { LOOKUP_EXPIRED_TEXT } from '../cardholders/lookup-token';
import { signInAs } from '../testing/sign-in';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_ADMIN, TEST_NOW } from '../testing/test-seed';
import { type AdminTestApp, openAdminTestApp } from './testing/admin-test-app';

const NOT_FOUND = {
  status: { id: 4678, message: 'The promo code or customer number is either invalid or not registered yet.' },
  data: null,
};
const UPDATED = {
  status: { id: 0, message: 'Update Successful: The mobile and/or email address has been updated.' },
  data: null,
};
const REQUESTED = {
  status: {
    id: 4712,
    message:
      'Change Requested: The new mobile number and/or email address takes effect once another admin approves it.',
  },
  data: null,
};

describe.each(TEST_DATABASE_KINDS)('admin search, info, edits and history (spec §5, §7) on %s', (kind) => {
  let testApp: AdminTestApp;
  let admin = '';
  let now = TEST_NOW;
  const idOf = async (promoCode: string) =>
    (
      await testApp.db
        .selectFrom('cardholders')
        .select('id')
        .where('promo_code', '=', promoCode)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    testApp = await openAdminTestApp(kind, { clock: () => now });
    admin = await testApp.adminCookie();
  });
  afterAll(async () => testApp.close());
  beforeEach(() => {
    now = TEST_NOW;
  });

  const post = (url: string, payload?: object, cookie = admin) =>
    testApp.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const inquire = (code: string, bodyCode = code, cookie = admin) =>
    post(
      withQuery(buildPath(adminInquiryCall, { id: testApp.campaignId }), { code }),
      { code: bodyCode, id: testApp.campaignId },
      cookie,
    );
  const tokenFor = async (code: string, cookie = admin): Promise<string> =>
    (await inquire(code, code, cookie)).json().data.token;
  const adminRead = (call: typeof adminTransactionsCall | typeof adminOrdersCall, token: string, cookie = admin) =>
    post(withQuery(buildPath(call, { id: testApp.campaignId }), { token }), undefined, cookie);
  const userInfo = (code: string, src: number) =>
    post(withQuery(buildPath(userInfoCall, { id: testApp.campaignId }), { code, src }));
  /** Decision 0218: every change carries a reason (a body may replace it). */
  const update = (body: object) =>
    post(buildPath(userUpdateCall, { id: testApp.campaignId }), { reason: 'Asked at the hotline', ...body });
  const changeLog = async (userID: number) =>
    (await post(buildPath(changeLogCall, { id: testApp.campaignId }), { id: testApp.campaignId, userID })).json();
  const historyCount = async () =>
    Number(
      (
        await testApp.db
          .selectFrom('edit_history')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('spec §7 admin inquiry: data token', () => {
    it.each([
      ['a promo code with the voucher prefix and a dash', 'DEMO-SPEND042', 'SPEND042'],
      ['a customer number (no prefix in the demo)', '7012340005', 'SPEND042'],
      ['an issued code (decision 0032: any cardholder not blocked)', 'DEMO-NEWUSER1', 'NEWUSER1'],
      ['a pending code', 'DEMO-PENDING1', 'PENDING1'],
    ])('finds %s', async (_case, code, promoCode) => {
      const token = await tokenFor(code);
      const answer = await adminRead(adminTransactionsCall, token);
      const expected = await loadTransactions(testApp.db, await idOf(promoCode), {
        now,
        campaignId: testApp.campaignId,
      });
      expect(answer.json()).toEqual({ status: { id: 0 }, data: JSON.parse(JSON.stringify(expected)) });
    });

    it.each([
      ['an unknown promo code', 'DEMO-NOSUCH01'],
      ['a blocked code', 'DEMO-BLOCKED1'],
      ['a promo code without the voucher prefix (read as a customer number)', 'SPEND042'],
      ['an unknown customer number', '7999999999'],
    ])('spec §8 "4678": %s', async (_case, code) => {
      expect((await inquire(code)).json()).toEqual(NOT_FOUND);
    });

    it('a code in the query and another in the body name nobody (4678)', async () => {
      expect((await inquire('DEMO-SPEND042', 'DEMO-SPEND118')).json()).toEqual(NOT_FOUND);
    });
  });

  describe('spec §7 admin transactions and orders: the cardholder paths with ?token', () => {
    it("orders with the token are the looked-up cardholder's, as the cardholder reads them", async () => {
      const answer = await adminRead(adminOrdersCall, await tokenFor('DEMO-CLAIMED1'));
      const expected = await loadOrders(testApp.db, await idOf('CLAIMED1'), { now, campaignId: testApp.campaignId });
      expect(expected.length).toBeGreaterThan(0);
      expect(answer.json()).toEqual({ status: { id: 0 }, data: JSON.parse(JSON.stringify(expected)) });
    });

    it('decision 0033: a token lasts an hour; then, or forged, it answers 2', async () => {
      const session = await testApp.adminCookie('10.9.0.2');
      const token = await tokenFor('DEMO-SPEND042', session);
      const expired = { status: { id: 2, message: LOOKUP_EXPIRED_TEXT }, data: null };
      // The admin session idles out after 15 minutes (decision 0019): a read every 14 minutes keeps it.
      for (let minute = 14; minute < 60; minute += 14) {
        now = new Date(TEST_NOW.getTime() + minute * 60_000);
        expect((await adminRead(adminTransactionsCall, token, session)).json().status.id).toBe(0);
      }
      now = new Date(TEST_NOW.getTime() + 60 * 60_000 - 1000);
      expect((await adminRead(adminTransactionsCall, token, session)).json().status.id).toBe(0);
      now = new Date(TEST_NOW.getTime() + 60 * 60_000);
      expect((await adminRead(adminTransactionsCall, token, session)).json()).toEqual(expired);
      expect((await adminRead(adminOrdersCall, `${token}x`, session)).json()).toEqual(expired);
    });

    it('decision 0183: a token works only in the session that got it: not for another admin, not after logout', async () => {
      const mine = await testApp.adminCookie('10.9.0.3');
      const token = await tokenFor('DEMO-SPEND042', mine);
      const expired = { status: { id: 2, message: LOOKUP_EXPIRED_TEXT }, data: null };
      expect((await adminRead(adminTransactionsCall, token, mine)).json().status.id).toBe(0);
      const theirs = await testApp.adminCookie('10.9.0.4', 'support');
      expect((await adminRead(adminTransactionsCall, token, theirs)).json()).toEqual(expired);
      await testApp.app.inject({ method: 'GET', url: logoutCall.fullPath, headers: { cookie: mine } });
      // The same admin, signed in again: a new session, and the old token is void.
      const again = await testApp.adminCookie('10.9.0.3');
      expect((await adminRead(adminTransactionsCall, token, again)).json()).toEqual(expired);
      expect((await adminRead(adminOrdersCall, token, again)).json()).toEqual(expired);
    });

    it("without a token the paths stay the cardholder's own: an admin session is not a cardholder's (-1)", async () => {
      const own = await post(buildPath(transactionsCall, { campaignID: testApp.campaignId }));
      expect(own.json()).toEqual({ status: { id: -1 }, data: null });
      const cardholder = await signInAs(testApp.app, testApp.db, 'SPEND118', { ip: '10.0.9.1' });
      const orders = await post(buildPath(ordersCall, { id: testApp.campaignId }), undefined, cardholder);
      const expected = await loadOrders(testApp.db, await idOf('SPEND118'), { now, campaignId: testApp.campaignId });
      expect(orders.json()).toEqual({ status: { id: 0 }, data: JSON.parse(JSON.stringify(expected)) });
    });
  });

  describe('spec §7 user info: src 1 promo code, 2 customer number', () => {
    it.each([
      ['DEMO-SPEND042', 1],
      ['SPEND042', 1],
      ['7012340005', 2],
    ])('%s with src %i answers customerNo, emailAddress, mobileNO and userID', async (code, src) => {
      const row = await testApp.db
        .selectFrom('cardholders')
        .select(['id', 'customer_no', 'email_address', 'mobile_no'])
        .where('promo_code', '=', 'SPEND042')
        .executeTakeFirstOrThrow();
      expect((await userInfo(code, src)).json()).toEqual({
        status: { id: 0 },
        data: { customerNo: row.customer_no, emailAddress: row.email_address, mobileNO: row.mobile_no, userID: row.id },
      });
    });

    it.each([
      ['DEMO-BLOCKED1', 1],
      ['7012340005', 1],
      ['DEMO-SPEND042', 2],
    ])('%s with src %i answers 4678', async (code, src) => {
      expect((await userInfo(code, src)).json()).toEqual(NOT_FOUND);
    });
  });

  describe('spec §3, §5 edits write the edit history, newest first (decision 0187: once a second admin approves)', () => {
    let secondOwner = '';
    beforeAll(async () => {
      secondOwner = await testApp.adminCookie('10.9.0.2', 'owner', 'second.owner@demo.local');
    });
    /** The update asks; the second owner approves what it asked for. */
    async function updateApproved(body: { emailAddress: string; mobileNO: string; userID: number; reason?: string }) {
      expect((await update(body)).json()).toEqual(REQUESTED);
      const pending = await testApp.app.inject({
        method: 'GET',
        url: pendingApprovalsCall.fullPath,
        headers: { cookie: secondOwner },
      });
      const request = pending.json().data.find((each: { change: { to: { emailAddress: string } } | null }) => {
        return each.change?.to.emailAddress === body.emailAddress;
      });
      const decided = await post(
        buildPath(decideApprovalCall, { id: request.id }),
        { decision: 'approve' },
        secondOwner,
      );
      expect(decided.json().status.id).toBe(0);
    }

    it('each approved update changes the contact and writes its history entry: from, to, who asked; newest first', async () => {
      const userID = await idOf('NEWUSER2');
      const before = await testApp.db
        .selectFrom('cardholders')
        .select(['email_address', 'mobile_no'])
        .where('id', '=', userID)
        .executeTakeFirstOrThrow();
      await updateApproved({ emailAddress: 'first@demo.local', mobileNO: '09171112222', userID });
      now = new Date(TEST_NOW.getTime() + 60_000);
      await updateApproved({
        emailAddress: 'second@demo.local',
        mobileNO: '639173334444',
        userID,
        reason: 'New phone',
      });
      const after = await testApp.db
        .selectFrom('cardholders')
        .select(['email_address', 'mobile_no'])
        .where('id', '=', userID)
        .executeTakeFirstOrThrow();
      expect(after).toEqual({ email_address: 'second@demo.local', mobile_no: '+639173334444' });
      expect(await changeLog(userID)).toEqual({
        status: { id: 0 },
        data: [
          {
            dateCreated: new Date(TEST_NOW.getTime() + 60_000).toISOString(),
            modifiedBy: TEST_ADMIN.email,
            changeLog: {
              from: { emailAddress: 'first@demo.local', mobileNo: '+639171112222' },
              to: { emailAddress: 'second@demo.local', mobileNo: '+639173334444' },
            },
            reason: 'New phone',
          },
          {
            dateCreated: TEST_NOW.toISOString(),
            modifiedBy: TEST_ADMIN.email,
            changeLog: {
              from: { emailAddress: before.email_address, mobileNo: before.mobile_no },
              to: { emailAddress: 'first@demo.local', mobileNo: '+639171112222' },
            },
            reason: 'Asked at the hotline',
          },
        ],
      });
      const stored = await testApp.db
        .selectFrom('edit_history')
        .select('admin_id')
        .where('cardholder_id', '=', userID)
        .execute();
      const adminRow = await testApp.db
        .selectFrom('admins')
        .select('id')
        .where('email', '=', TEST_ADMIN.email)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual([{ admin_id: adminRow.id }, { admin_id: adminRow.id }]);
    });

    it.each([
      ['a bad e-mail', { emailAddress: 'not-an-email', mobileNO: '09171234567' }],
      ['no e-mail', { emailAddress: '', mobileNO: '09171234567' }],
      ['a bad mobile', { emailAddress: 'ok@demo.local', mobileNO: '12345' }],
      ['no mobile', { emailAddress: 'ok@demo.local', mobileNO: '' }],
      [
        'a 261-character e-mail (decision 0218)',
        { emailAddress: `${'a'.repeat(250)}@demo.ph`, mobileNO: '09171234567' },
      ],
      ['no reason (decision 0218)', { emailAddress: 'ok@demo.local', mobileNO: '09171234567', reason: ' ' }],
    ])(
      'spec §5 "email required and valid; mobile required": %s is refused (HTTP 400) and writes no history',
      async (_case, body) => {
        const userID = await idOf('SPEND200');
        const entries = await historyCount();
        expect((await update({ ...body, userID })).statusCode).toBe(400);
        expect(await historyCount()).toBe(entries);
        expect((await changeLog(userID)).data).toEqual([]);
      },
    );

    it('decision 0218: an e-mail over 254 characters is refused beside its field, in the contract’s words', async () => {
      const answer = await update({
        emailAddress: `${'a'.repeat(250)}@demo.ph`,
        mobileNO: '09171234567',
        userID: await idOf('SPEND200'),
      });
      expect(answer.json().status.message).toContain('/emailAddress may not be greater than 254 characters');
    });

    describe('decision 0218: an e-mail or mobile another cardholder has asks the admin to confirm', () => {
      const requests = async (cardholderId: number) =>
        testApp.db
          .selectFrom('admin_approvals')
          .select(['status', 'to_email_address', 'to_mobile_no', 'reason'])
          .where('cardholder_id', '=', cardholderId)
          .where('kind', '=', 'contact-change')
          .execute();
      const contactOf = (code: string) =>
        testApp.db
          .selectFrom('cardholders')
          .select(['email_address', 'mobile_no'])
          .where('promo_code', '=', code)
          .executeTakeFirstOrThrow();

      it('another cardholder’s e-mail, in other letters: 4714 naming the e-mail, nothing asked for', async () => {
        const userID = await idOf('SPEND042');
        const mine = await contactOf('SPEND042');
        const theirs = await contactOf('CLAIMED1');
        const answer = await update({
          emailAddress: String(theirs.email_address).toUpperCase(),
          mobileNO: String(mine.mobile_no),
          userID,
        });
        expect(answer.json()).toMatchObject({ status: { id: 4714 }, data: 'emailAddress' });
        expect(answer.json().status.message).toMatch(/^Contact In Use: /);
        expect(await requests(userID)).toEqual([]);
      });

      it('another cardholder’s mobile typed as 09…: 4714 naming the mobile; confirmed, it is asked for as E.164', async () => {
        const userID = await idOf('SPEND042');
        const theirs = await contactOf('CLAIMED1');
        const typed = `0${String(theirs.mobile_no).slice(-10)}`;
        const body = {
          emailAddress: 'spend042.new@demo.local',
          mobileNO: typed,
          userID,
          reason: 'Shares a family phone',
        };
        expect((await update(body)).json()).toMatchObject({ status: { id: 4714 }, data: 'mobileNO' });
        expect(await requests(userID)).toEqual([]);
        expect((await update({ ...body, confirmShared: true })).json()).toEqual(REQUESTED);
        expect(await requests(userID)).toEqual([
          {
            status: 'pending',
            to_email_address: 'spend042.new@demo.local',
            to_mobile_no: theirs.mobile_no,
            reason: 'Shares a family phone',
          },
        ]);
        const audited = await testApp.db
          .selectFrom('admin_audit')
          .select('detail')
          .where('action', '=', 'contact-change-requested')
          .where('cardholder_id', '=', userID)
          .executeTakeFirstOrThrow();
        expect(audited.detail).toMatchObject({ reason: 'Shares a family phone', confirmedShared: true });
      });
    });

    it.each([
      ['an unknown user', async () => 999_999],
      ['a blocked user', async () => idOf('BLOCKED1')],
    ])('%s is refused with 4678 and no history', async (_case, userIDOf) => {
      const entries = await historyCount();
      const answer = await update({ emailAddress: 'x@demo.local', mobileNO: '09171234567', userID: await userIDOf() });
      expect(answer.json()).toEqual(NOT_FOUND);
      expect(await historyCount()).toBe(entries);
    });

    it('saving the same contact answers success and adds no entry (nothing changed)', async () => {
      const userID = await idOf('ONESHORT');
      const row = await testApp.db
        .selectFrom('cardholders')
        .select(['email_address', 'mobile_no'])
        .where('id', '=', userID)
        .executeTakeFirstOrThrow();
      const entries = await historyCount();
      // Decision 0218: the stored mobile typed in another accepted form is the same mobile.
      const typed = `0${String(row.mobile_no).slice(-10)}`;
      const answer = await update({ emailAddress: row.email_address, mobileNO: typed, userID });
      expect(answer.json()).toEqual(UPDATED);
      expect(await historyCount()).toBe(entries);
    });

    it('the change log of a cardholder never edited, or of nobody, is empty', async () => {
      expect(await changeLog(await idOf('SPEND042'))).toEqual({ status: { id: 0 }, data: [] });
      expect(await changeLog(999_999)).toEqual({ status: { id: 0 }, data: [] });
    });
  });
});
