import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminInquiryCall, userUpdateCall } from '../../contract/admin';
import { cardholderTimelineCall, TIMELINE_PAGE_SIZE } from '../../contract/admin-accounts';
import { decideApprovalCall, pendingApprovalsCall } from '../../contract/admin-approvals';
import { adminOrdersPageCall, adminTransactionsPageCall } from '../../contract/admin-paged';
import { buildPath, withQuery } from '../../contract/envelope';
import { signInAs } from '../testing/sign-in';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_ADMIN, TEST_NOW } from '../testing/test-seed';
import { type AdminTestApp, openAdminTestApp } from './testing/admin-test-app';

// Decision 0126: "each cardholder's history in one timeline: registration, sign-ins, tier claim, redemptions,
// resends, eGC status changes, contact edits, with who did it (cardholder, admin, provider, system)".

describe.each(TEST_DATABASE_KINDS)('the cardholder timeline (decision 0126) on %s', (kind) => {
  let testApp: AdminTestApp;
  let cookie = '';

  beforeAll(async () => {
    testApp = await openAdminTestApp(kind);
    cookie = await testApp.adminCookie('10.45.0.1');
  });
  afterAll(async () => testApp.close());

  async function tokenOf(promo: string) {
    const code = `DEMO-${promo}`;
    const answer = await testApp.app.inject({
      method: 'POST',
      url: withQuery(buildPath(adminInquiryCall, { id: testApp.campaignId }), { code }),
      headers: { cookie },
      payload: { code, id: testApp.campaignId },
    });
    return answer.json().data.token as string;
  }

  /** The first page of everyone's rows, or the page and actor asked for (decision 0236). */
  const pageOf = async (token: string, view: { actor?: string; page?: number } = {}) => {
    const answer = await testApp.app.inject({
      method: 'GET',
      url: withQuery(cardholderTimelineCall.fullPath, { token, ...view }),
      headers: { cookie },
    });
    return answer.json();
  };
  const timelineOf = async (token: string) => {
    const { status, data } = await pageOf(token);
    return { status, data: data?.events };
  };
  const idOf = async (promo: string) =>
    (await testApp.db.selectFrom('cardholders').select('id').where('promo_code', '=', promo).executeTakeFirstOrThrow())
      .id;

  it('a claimed cardholder: registration, tier claim and redemption by the cardholder, newest first', async () => {
    const { status, data } = await timelineOf(await tokenOf('CLAIMED1'));
    expect(status.id).toBe(0);
    const kinds = new Set(data.map((event: { kind: string }) => event.kind));
    for (const expected of ['registration', 'tier-claim', 'redemption', 'look-up']) expect(kinds).toContain(expected);
    const ats = data.map((event: { at: string }) => event.at);
    expect([...ats].sort().reverse()).toEqual(ats);
    expect(data.find((event: { kind: string }) => event.kind === 'registration').actor).toBe('cardholder');
  });

  it('a sign-in and an admin contact edit appear with who did them: who asked, who approved (decision 0187)', async () => {
    await signInAs(testApp.app, testApp.db, 'NOSPEND1', { ip: '10.45.0.2' });
    const token = await tokenOf('NOSPEND1');
    const row = await testApp.db
      .selectFrom('cardholders')
      .select('id')
      .where('promo_code', '=', 'NOSPEND1')
      .executeTakeFirstOrThrow();
    await testApp.app.inject({
      method: 'POST',
      url: buildPath(userUpdateCall, { id: testApp.campaignId }),
      headers: { cookie },
      payload: { emailAddress: 'timeline@demo.local', mobileNO: '09998880002', userID: row.id, reason: 'A test' },
    });
    const approver = await testApp.adminCookie('10.45.0.3', 'owner', 'approver@demo.local');
    const pending = await testApp.app.inject({
      method: 'GET',
      url: pendingApprovalsCall.fullPath,
      headers: { cookie: approver },
    });
    const [request] = pending.json().data;
    await testApp.app.inject({
      method: 'POST',
      url: buildPath(decideApprovalCall, { id: request.id }),
      headers: { cookie: approver },
      payload: { decision: 'approve' },
    });
    const { data } = await timelineOf(token);
    const find = (kind: string) => data.find((event: { kind: string }) => event.kind === kind);
    expect(find('sign-in')).toMatchObject({ actor: 'cardholder' });
    expect(find('contact-edit')).toMatchObject({
      actor: 'admin',
      actorName: TEST_ADMIN.email,
      summary: 'Contact details changed',
    });
    expect(find('contact-change-requested')).toMatchObject({ actor: 'admin', actorName: TEST_ADMIN.email });
    expect(find('contact-change-approved')).toMatchObject({
      actor: 'admin',
      actorName: 'approver@demo.local',
      summary: 'Contact change approved: in effect, the old mobile and e-mail told',
    });
  });

  it('decision 0236: one look at the account (look-up, tables, timeline, each read again) is one row, "viewed"', async () => {
    const token = await tokenOf('SPEND118');
    for (const path of [adminTransactionsPageCall.fullPath, adminOrdersPageCall.fullPath]) {
      for (const page of [1, 2]) {
        await testApp.app.inject({ method: 'GET', url: withQuery(path, { token, page }), headers: { cookie } });
      }
    }
    await timelineOf(token);
    await timelineOf(token);
    const { data } = await timelineOf(token);
    const admins = data.filter((event: { actor: string }) => event.actor === 'admin');
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({
      kind: 'admin-visit',
      actorName: TEST_ADMIN.email,
      summary: 'Viewed the account (look-up, transactions, redemptions, timeline)',
    });
    const audited = await testApp.db
      .selectFrom('admin_audit')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('cardholder_id', '=', await idOf('SPEND118'))
      .executeTakeFirstOrThrow();
    expect(Number(audited.count)).toBeGreaterThanOrEqual(8);
  });

  it('decision 0236: visits more than half an hour apart, or by another admin, are rows of their own', async () => {
    const id = await idOf('SPEND200');
    const base = TEST_NOW.getTime() - 24 * 3_600_000;
    const look = (minutes: number, email: string) => ({
      at: new Date(base - minutes * 60_000),
      admin_email: email,
      action: 'view-cardholder',
      cardholder_id: id,
    });
    await testApp.db
      .insertInto('admin_audit')
      .values([look(0, 'a@demo.local'), look(5, 'a@demo.local'), look(40, 'a@demo.local'), look(41, 'b@demo.local')])
      .execute();
    const { data } = await timelineOf(await tokenOf('SPEND200'));
    const older = data.filter(
      (event: { at: string; actor: string }) => event.actor === 'admin' && Date.parse(event.at) <= base,
    );
    expect(older.map((event: { kind: string; actorName: string }) => `${event.kind} ${event.actorName}`)).toEqual([
      'admin-visit a@demo.local',
      'view-cardholder a@demo.local',
      'view-cardholder b@demo.local',
    ]);
  });

  it('decision 0236: the rows of one actor, and pages of 25 that hold every row once', async () => {
    const id = await idOf('PREMIUM7');
    const base = TEST_NOW.getTime() - 48 * 3_600_000;
    // Thirty visits an hour apart: thirty rows.
    await testApp.db
      .insertInto('admin_audit')
      .values(
        Array.from({ length: 30 }, (_, index) => ({
          at: new Date(base - index * 3_600_000),
          admin_email: 'c@demo.local',
          action: 'view-cardholder',
          cardholder_id: id,
        })),
      )
      .execute();
    const token = await tokenOf('PREMIUM7');
    const cardholder = (await pageOf(token, { actor: 'cardholder' })).data;
    expect(cardholder.total).toBeGreaterThan(0);
    expect(cardholder.events.every((event: { actor: string }) => event.actor === 'cardholder')).toBe(true);
    const first = (await pageOf(token)).data;
    expect(first).toMatchObject({ page: 1, pageSize: TIMELINE_PAGE_SIZE });
    expect(first.total).toBeGreaterThan(30);
    expect(first.events).toHaveLength(TIMELINE_PAGE_SIZE);
    const rest = [];
    for (let page = 2; page <= Math.ceil(first.total / TIMELINE_PAGE_SIZE); page += 1) {
      rest.push(...(await pageOf(token, { page })).data.events);
    }
    const key = (event: { at: string; kind: string; summary: string }) => `${event.at}|${event.kind}|${event.summary}`;
    const all = [...first.events, ...rest].map(key);
    expect(all).toHaveLength(first.total);
    expect(new Set(all).size).toBe(all.length);
    const admins = (await pageOf(token, { actor: 'admin' })).data;
    expect(admins.total).toBeGreaterThanOrEqual(30);
    expect(admins.total).toBeLessThan(first.total);
  });

  it('an unknown actor is a malformed request (400)', async () => {
    const token = await tokenOf('SPEND200');
    const answer = await testApp.app.inject({
      method: 'GET',
      url: withQuery(cardholderTimelineCall.fullPath, { token, actor: 'robot' }),
      headers: { cookie },
    });
    expect(answer.statusCode).toBe(400);
  });

  it('a bad token answers 2, as the other look-up reads do', async () => {
    expect((await timelineOf('1.2.bad')).status.id).toBe(2);
  });
});
