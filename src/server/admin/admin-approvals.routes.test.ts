import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminInquiryCall, userUpdateCall } from '../../contract/admin';
import { adminResendCall } from '../../contract/admin-accounts';
import { decideApprovalCall, type PendingApproval, pendingApprovalsCall } from '../../contract/admin-approvals';
import { buildPath, withQuery } from '../../contract/envelope';
import { resendCall } from '../../contract/redeem';
import { outboxBodyOf } from '../platform/outbox.repository';
import { openTestEgcCode, TEST_EGC_CODE_KEYS } from '../testing/egc-code-keys';
import { signInAs } from '../testing/sign-in';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_ADMIN, TEST_NOW } from '../testing/test-seed';
import { APPROVAL_TEXTS } from './admin-approvals.routes';
import { type AdminTestApp, openAdminTestApp, testAdminEmail } from './testing/admin-test-app';

// Decisions 0187 and 0188: a support admin cannot send a cardholder's eGCs to contact details of their choosing.
// A contact change waits for a different admin with the approving permission; the old mobile and e-mail are told
// when it takes effect; within the cooling-off after it, eGCs go to the new details only when a second admin
// approves the resend, and the cardholder's own resend waits it out.

const HOUR = 60 * 60_000;
// Decision 0218: typed as 09…, stored as E.164; the reason travels with the request.
const NEW_CONTACT = { emailAddress: 'taker@elsewhere.example', mobileNO: '09998887777', reason: 'Lost the old phone' };
const NEW_MOBILE = '+639998887777';

describe.each(TEST_DATABASE_KINDS)(
  'contact changes and resends with a second admin (decisions 0187, 0188) on %s',
  (kind) => {
    let testApp: AdminTestApp;
    let now = TEST_NOW;
    let support = '';
    let owner = '';
    let secondOwner = '';

    beforeAll(async () => {
      testApp = await openAdminTestApp(kind, { clock: () => now });
      support = await testApp.adminCookie('10.46.0.1', 'support');
      owner = await testApp.adminCookie('10.46.0.2', 'owner');
      secondOwner = await testApp.adminCookie('10.46.0.3', 'owner', 'second.owner@demo.local');
    });
    afterAll(async () => testApp.close());
    beforeEach(() => {
      now = TEST_NOW;
    });

    /** Moves the clock, keeping the admin sessions alive (15 minutes idle) with a read each. */
    async function advance(ms: number) {
      const end = now.getTime() + ms;
      while (now.getTime() < end) {
        now = new Date(Math.min(end, now.getTime() + 10 * 60_000));
        for (const cookie of [support, owner, secondOwner]) await pending(cookie).catch(() => undefined);
      }
    }

    const cardholderOf = (promoCode: string) =>
      testApp.db
        .selectFrom('cardholders')
        .select(['id', 'email_address', 'mobile_no'])
        .where('promo_code', '=', promoCode)
        .executeTakeFirstOrThrow();
    const orderOf = async (cardholderId: number) =>
      (
        await testApp.db
          .selectFrom('orders')
          .select('id')
          .where('cardholder_id', '=', cardholderId)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
    const codesOf = async (orderId: number) =>
      (
        await testApp.db.selectFrom('order_items').select('egc_code_sealed').where('order_id', '=', orderId).execute()
      ).map((row) => openTestEgcCode(row.egc_code_sealed));
    // Bodies as sent: the ones holding eGC codes are sealed in the outbox (decision 0173).
    const messagesTo = async (recipient: string | null) =>
      (
        await testApp.db
          .selectFrom('outbox')
          .select(['channel', 'subject', 'body', 'body_sealed'])
          .where('recipient', '=', recipient ?? '')
          .orderBy('id')
          .execute()
      ).map(({ body_sealed, ...row }) => ({ ...row, body: outboxBodyOf(TEST_EGC_CODE_KEYS, { ...row, body_sealed }) }));

    const post = (url: string, cookie: string, payload?: object) =>
      testApp.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
    const update = (cookie: string, userID: number, contact: object = NEW_CONTACT) =>
      post(buildPath(userUpdateCall, { id: testApp.campaignId }), cookie, { reason: 'A typo', ...contact, userID });
    async function lookUp(cookie: string, promoCode: string): Promise<string> {
      const code = `DEMO-${promoCode}`;
      const url = withQuery(buildPath(adminInquiryCall, { id: testApp.campaignId }), { code });
      return (await post(url, cookie, { code, id: testApp.campaignId })).json().data.token;
    }
    const adminResend = async (cookie: string, promoCode: string, orderID: number) =>
      post(withQuery(adminResendCall.fullPath, { token: await lookUp(cookie, promoCode), orderID }), cookie);
    async function pending(cookie: string): Promise<PendingApproval[]> {
      const answer = await testApp.app.inject({
        method: 'GET',
        url: pendingApprovalsCall.fullPath,
        headers: { cookie },
      });
      if (answer.statusCode !== 200) throw new Error(`approvals: HTTP ${answer.statusCode}`);
      return pendingApprovalsCall.response.parse(answer.json()).data;
    }
    const decide = (cookie: string, id: number, decision: 'approve' | 'reject') =>
      post(buildPath(decideApprovalCall, { id }), cookie, { decision });
    const waitingFor = async (promoCode: string) =>
      (await pending(owner)).filter((each) => each.promoCode === promoCode);

    it("a support admin's change and resend send no code to the new contact until a second admin approves; the old contact is told", async () => {
      const before = await cardholderOf('OFFLINE1');
      const orderId = await orderOf(before.id);
      const codes = await codesOf(orderId);
      expect(codes.length).toBeGreaterThan(0);

      // The change is asked for: nothing changes yet.
      const asked = await update(support, before.id);
      expect(asked.json()).toEqual({
        status: {
          id: 4712,
          message:
            'Change Requested: The new mobile number and/or email address takes effect once another admin approves it.',
        },
        data: null,
      });
      expect(await cardholderOf('OFFLINE1')).toEqual(before);
      // A resend now goes where the eGCs always went: the registered (old) contact.
      expect((await adminResend(support, 'OFFLINE1', orderId)).json().status.id).toBe(0);
      expect(await messagesTo(NEW_MOBILE)).toEqual([]);
      expect(await messagesTo(NEW_CONTACT.emailAddress)).toEqual([]);

      // The support admin cannot approve (not the approving role); the owner can.
      const [request] = await waitingFor('OFFLINE1');
      expect(request).toMatchObject({
        kind: 'contact-change',
        requestedBy: testAdminEmail('support'),
        requestedByYou: false,
        change: {
          from: { emailAddress: before.email_address, mobileNo: before.mobile_no },
          to: { emailAddress: NEW_CONTACT.emailAddress, mobileNo: NEW_MOBILE },
          reason: NEW_CONTACT.reason,
        },
        resend: null,
      });
      expect((await decide(support, request?.id ?? 0, 'approve')).statusCode).toBe(403);
      await advance(11 * 60_000);
      const approved = await decide(owner, request?.id ?? 0, 'approve');
      expect(approved.json()).toEqual({ status: { id: 0, message: APPROVAL_TEXTS.contactChanged }, data: null });
      expect(await cardholderOf('OFFLINE1')).toMatchObject({
        email_address: NEW_CONTACT.emailAddress,
        mobile_no: NEW_MOBILE,
      });
      // Decision 0218: the reason is kept in the history entry and the approval's audit row.
      const history = await testApp.db
        .selectFrom('edit_history')
        .select('reason')
        .where('cardholder_id', '=', before.id)
        .execute();
      expect(history).toEqual([{ reason: NEW_CONTACT.reason }]);
      const audited = await testApp.db
        .selectFrom('admin_audit')
        .select('detail')
        .where('action', '=', 'contact-change-approved')
        .where('cardholder_id', '=', before.id)
        .executeTakeFirstOrThrow();
      expect(audited.detail).toMatchObject({ reason: NEW_CONTACT.reason });

      // The old mobile and e-mail are told, and the notice carries no code and no link.
      for (const [recipient, channel] of [
        [before.mobile_no, 'sms'],
        [before.email_address, 'email'],
      ] as const) {
        const notices = (await messagesTo(recipient)).filter((message) => message.subject.includes('contact details'));
        expect(notices).toEqual([
          {
            channel,
            subject: 'Your promo contact details were changed',
            body: expect.stringContaining('were changed on Nov 21, 2026'),
          },
        ]);
        for (const code of codes) expect(notices[0]?.body).not.toContain(code);
        expect(notices[0]?.body).not.toMatch(/https?:/);
      }

      // Within the cooling-off the support admin's resend is held, and sends nothing to the new contact.
      const held = await adminResend(support, 'OFFLINE1', orderId);
      expect(held.json().status.id).toBe(4712);
      expect(await messagesTo(NEW_MOBILE)).toEqual([]);
      // Asking again holds nothing more: one request per order.
      expect((await adminResend(support, 'OFFLINE1', orderId)).json().status.id).toBe(4712);
      const heldRequests = await waitingFor('OFFLINE1');
      expect(heldRequests).toHaveLength(1);
      expect(heldRequests[0]).toMatchObject({ kind: 'resend', change: null, resend: { orderID: orderId } });

      // The cardholder's own resend waits out the cooling-off too (4309).
      const cardholder = await signInAs(testApp.app, testApp.db, 'OFFLINE1', { ip: '10.46.1.1' });
      const ownResend = withQuery(buildPath(resendCall, { id: testApp.campaignId }), { orderID: orderId });
      const keyed = { cookie: cardholder, 'idempotency-key': randomUUID() };
      expect((await testApp.app.inject({ method: 'POST', url: ownResend, headers: keyed })).json().status.id).toBe(
        4309,
      );

      // A second admin approves the resend: now the codes go, to the registered (new) contact.
      const resent = await decide(secondOwner, heldRequests[0]?.id ?? 0, 'approve');
      expect(resent.json()).toEqual({ status: { id: 0, message: APPROVAL_TEXTS.resent }, data: null });
      const delivered = await messagesTo(NEW_MOBILE);
      for (const code of codes) expect(delivered.map((message) => message.body).join('\n')).toContain(code);
      expect(await waitingFor('OFFLINE1')).toEqual([]);

      // Every step is in the audit trail, with who asked and who decided.
      const audit = await testApp.db
        .selectFrom('admin_audit')
        .select(['action', 'admin_email'])
        .where('cardholder_id', '=', before.id)
        .where('action', 'in', [
          'contact-change-requested',
          'contact-change-approved',
          'resend-held',
          'resend-approved',
        ])
        .orderBy('id')
        .execute();
      expect(audit).toEqual([
        { action: 'contact-change-requested', admin_email: testAdminEmail('support') },
        { action: 'contact-change-approved', admin_email: TEST_ADMIN.email },
        { action: 'resend-held', admin_email: testAdminEmail('support') },
        { action: 'resend-approved', admin_email: 'second.owner@demo.local' },
      ]);
    });

    it('after the cooling-off (24 hours), resends go again without a second admin', async () => {
      const cardholder = await cardholderOf('OFFLINE1');
      const orderId = await orderOf(cardholder.id);
      const changedAt = await testApp.db
        .selectFrom('edit_history')
        .select((eb) => eb.fn.max('created_at').as('at'))
        .where('cardholder_id', '=', cardholder.id)
        .executeTakeFirstOrThrow();
      now = new Date(new Date(changedAt.at ?? TEST_NOW).getTime() + 24 * HOUR);
      const session = await testApp.adminCookie('10.46.0.4', 'support');
      expect((await adminResend(session, 'OFFLINE1', orderId)).json().status.id).toBe(0);
      const own = await signInAs(testApp.app, testApp.db, 'OFFLINE1', { ip: '10.46.1.2' });
      now = new Date(now.getTime() + 11 * 60_000);
      const url = withQuery(buildPath(resendCall, { id: testApp.campaignId }), { orderID: orderId });
      const keyed = { cookie: own, 'idempotency-key': randomUUID() };
      expect((await testApp.app.inject({ method: 'POST', url, headers: keyed })).json().status.id).toBe(0);
    });

    it('nobody decides their own request: an owner asks, the same owner is refused (2), another owner decides', async () => {
      const cardholder = await cardholderOf('SPEND042');
      // Not OFFLINE1's new contact, which another cardholder now has (decision 0218 would ask to confirm it).
      const contact = { emailAddress: 'spend042.moved@demo.local', mobileNO: '09998887770' };
      expect((await update(owner, cardholder.id, contact)).json().status.id).toBe(4712);
      const [request] = await waitingFor('SPEND042');
      expect(request?.requestedByYou).toBe(true);
      expect((await decide(owner, request?.id ?? 0, 'approve')).json()).toEqual({
        status: { id: 2, message: APPROVAL_TEXTS.ownRequest },
        data: null,
      });
      expect((await cardholderOf('SPEND042')).email_address).toBe(cardholder.email_address);
      expect((await decide(secondOwner, request?.id ?? 0, 'reject')).json()).toEqual({
        status: { id: 0, message: APPROVAL_TEXTS.rejected },
        data: null,
      });
      expect(await cardholderOf('SPEND042')).toEqual(cardholder);
      // Decided: nothing waits under it any more.
      expect((await decide(secondOwner, request?.id ?? 0, 'approve')).json().status.id).toBe(4678);
      const rejected = await testApp.db
        .selectFrom('admin_audit')
        .select('admin_email')
        .where('action', '=', 'contact-change-rejected')
        .where('cardholder_id', '=', cardholder.id)
        .execute();
      expect(rejected).toEqual([{ admin_email: 'second.owner@demo.local' }]);
    });

    it('a newer request replaces the one waiting; a change whose old contact no longer holds is refused (2)', async () => {
      const cardholder = await cardholderOf('SPEND200');
      await update(support, cardholder.id, { emailAddress: 'typo@demo.locl', mobileNO: '09170000001' });
      await update(support, cardholder.id, { emailAddress: 'fixed@demo.local', mobileNO: '09170000001' });
      const waiting = await waitingFor('SPEND200');
      expect(waiting.map((each) => each.change?.to.emailAddress)).toEqual(['fixed@demo.local']);
      const superseded = await testApp.db
        .selectFrom('admin_approvals')
        .select(['status', 'to_email_address'])
        .where('cardholder_id', '=', cardholder.id)
        .orderBy('id')
        .execute();
      expect(superseded).toEqual([
        { status: 'superseded', to_email_address: 'typo@demo.locl' },
        { status: 'pending', to_email_address: 'fixed@demo.local' },
      ]);
      // The bank's own records changed meanwhile: the request no longer describes the cardholder.
      await testApp.db
        .updateTable('cardholders')
        .set({ mobile_no: '09170000009' })
        .where('id', '=', cardholder.id)
        .execute();
      expect((await decide(owner, waiting[0]?.id ?? 0, 'approve')).json()).toEqual({
        status: { id: 2, message: APPROVAL_TEXTS.stale },
        data: null,
      });
      expect((await cardholderOf('SPEND200')).email_address).toBe(cardholder.email_address);
    });

    it('decision 0188: CONTACT_CHANGE_COOLING_OFF_HOURS=0 turns the cooling-off off', async () => {
      const other = await openAdminTestApp(kind, { clock: () => now, contactCoolingOffMs: 0 });
      try {
        const supportHere = await other.adminCookie('10.46.2.1', 'support');
        const cardholder = await other.db
          .selectFrom('cardholders')
          .select('id')
          .where('promo_code', '=', 'OFFLINE1')
          .executeTakeFirstOrThrow();
        await other.db
          .insertInto('edit_history')
          .values({ cardholder_id: cardholder.id, modified_by: 'someone', created_at: now })
          .execute();
        const order = await other.db
          .selectFrom('orders')
          .select('id')
          .where('cardholder_id', '=', cardholder.id)
          .executeTakeFirstOrThrow();
        const code = 'DEMO-OFFLINE1';
        const inquiry = await other.app.inject({
          method: 'POST',
          url: withQuery(buildPath(adminInquiryCall, { id: other.campaignId }), { code }),
          headers: { cookie: supportHere },
          payload: { code, id: other.campaignId },
        });
        const token = inquiry.json().data.token;
        const resend = await other.app.inject({
          method: 'POST',
          url: withQuery(adminResendCall.fullPath, { token, orderID: order.id }),
          headers: { cookie: supportHere },
        });
        expect(resend.json().status.id).toBe(0);
      } finally {
        await other.close();
      }
    });
  },
);
