import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminInquiryCall, userUpdateCall } from '../../contract/admin';
import { cardholderTimelineCall } from '../../contract/admin-accounts';
import { decideApprovalCall, pendingApprovalsCall } from '../../contract/admin-approvals';
import { buildPath, withQuery } from '../../contract/envelope';
import { signInAs } from '../testing/sign-in';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_ADMIN } from '../testing/test-seed';
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

  const timelineOf = async (token: string) => {
    const answer = await testApp.app.inject({
      method: 'GET',
      url: withQuery(cardholderTimelineCall.fullPath, { token }),
      headers: { cookie },
    });
    return answer.json();
  };

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

  it('a bad token answers 2, as the other look-up reads do', async () => {
    expect((await timelineOf('1.2.bad')).status.id).toBe(2);
  });
});
