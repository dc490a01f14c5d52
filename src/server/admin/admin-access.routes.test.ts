import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminInquiryCall,
  adminOrdersCall,
  adminTransactionsCall,
  analyticsSummaryCall,
  changeLogCall,
  outboxSummaryCall,
  userInfoCall,
  userUpdateCall,
} from '../../contract/admin';
import {
  adminChangeCall,
  adminCreateCall,
  adminListCall,
  adminResendCall,
  auditCall,
  auditDownloadCall,
  cardholderTimelineCall,
} from '../../contract/admin-accounts';
import { decideApprovalCall, pendingApprovalsCall } from '../../contract/admin-approvals';
import { adminFindCall } from '../../contract/admin-find';
import { adminImportCall, adminImportPreviewCall } from '../../contract/admin-import';
import { adminOverviewCall } from '../../contract/admin-overview';
import { adminCardholderSummaryCall, adminOrdersPageCall, adminTransactionsPageCall } from '../../contract/admin-paged';
import { type AnyCall, buildPath, withQuery } from '../../contract/envelope';
import {
  downloadOrdersCall,
  downloadTransactionsCall,
  generateReportCall,
  reportHistoryCall,
  requestReportCall,
} from '../../contract/reports';
import { ADMIN_ROLES, type AdminPermission, type AdminRole, can } from '../../domain/admin-roles';
import { STATUS } from '../../domain/outcomes';
import { signInAs } from '../testing/sign-in';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { type AdminTestApp, openAdminTestApp, testAdminEmail } from './testing/admin-test-app';

// Decision 0031: "Every admin call checks an admin session on the server: anonymous gets 401, a cardholder session
// gets 403". Decision 0120: and the admin's role must grant the call, else 403. The whole matrix: every admin call
// × anonymous, a cardholder and each of the four roles.

interface Request {
  readonly call: AnyCall;
  readonly id?: number;
  readonly query?: Record<string, string | number>;
  readonly body?: object;
}

const EMPTY_IMPORT = { format: 'csv', content: 'promoCode,referenceNo,transactionDateTime,value\n' };

type Caller = 'anonymous' | 'cardholder' | AdminRole;

describe.each(TEST_DATABASE_KINDS)('the admin authorisation matrix (Architecture §4, decision 0120) on %s', (kind) => {
  let testApp: AdminTestApp;
  const cookies: Partial<Record<Caller, string>> = {};
  // Decision 0183: a look-up token works in the session that got it, so each role looks up for itself; the
  // anonymous and cardholder callers (refused before any token is read) send the owner's.
  const tokens: Partial<Record<Caller, { readonly newUser: string; readonly claimed: string }>> = {};
  const tokensOf = (caller: Caller) => tokens[caller] ?? tokens.owner ?? { newUser: '', claimed: '' };
  let userID = 0;
  let viewerId = 0;
  let claimedOrder = 0;

  const lookUp = async (code: string, caller: Caller): Promise<string> => {
    const inquiry = await send(
      { call: adminInquiryCall, query: { code }, body: { code, id: testApp.campaignId } },
      caller,
    );
    return inquiry.json().data.token;
  };

  beforeAll(async () => {
    testApp = await openAdminTestApp(kind);
    cookies.cardholder = await signInAs(testApp.app, testApp.db, 'NOSPEND1', { ip: '10.0.8.1' });
    for (const [index, role] of ADMIN_ROLES.entries()) {
      cookies[role] = await testApp.adminCookie(`10.9.1.${index}`, role);
      tokens[role] = { newUser: await lookUp('DEMO-NEWUSER2', role), claimed: await lookUp('DEMO-CLAIMED1', role) };
    }
    const row = await testApp.db
      .selectFrom('cardholders')
      .select('id')
      .where('promo_code', '=', 'NEWUSER2')
      .executeTakeFirstOrThrow();
    userID = row.id;
    const viewer = await testApp.db
      .selectFrom('admins')
      .select('id')
      .where('email', '=', testAdminEmail('viewer'))
      .executeTakeFirstOrThrow();
    viewerId = viewer.id;
    const order = await testApp.db
      .selectFrom('orders')
      .innerJoin('cardholders', 'cardholders.id', 'orders.cardholder_id')
      .select('orders.id')
      .where('cardholders.promo_code', '=', 'CLAIMED1')
      .executeTakeFirstOrThrow();
    claimedOrder = order.id;
  });
  afterAll(async () => testApp.close());

  function send({ call, id, query, body }: Request, caller: Caller) {
    const campaignId = testApp.campaignId;
    const cookie = cookies[caller];
    return testApp.app.inject({
      method: call.method,
      url: withQuery(buildPath(call as never, { id: id ?? campaignId, campaignID: campaignId } as never), query),
      ...(body === undefined ? {} : { payload: body }),
      ...(cookie === undefined ? {} : { headers: { cookie } }),
    });
  }

  let created = 0;
  const nextEmail = () => {
    created += 1;
    return `new${created}@demo.local`;
  };
  /** A call, the permission it needs, the request (by caller), and the status ids a permitted caller may get. */
  const calls: ReadonlyArray<[string, AdminPermission, (caller: Caller) => Request, (readonly number[])?]> = [
    [
      'admin inquiry',
      'search',
      () => ({
        call: adminInquiryCall,
        query: { code: '7012340004' },
        body: { code: '7012340004', id: testApp.campaignId },
      }),
    ],
    ['find by another key', 'search', () => ({ call: adminFindCall, query: { by: 'email', value: 'x@demo.local' } })],
    [
      'admin transactions',
      'view',
      (caller) => ({ call: adminTransactionsCall, query: { token: tokensOf(caller).newUser } }),
    ],
    ['admin orders', 'view', (caller) => ({ call: adminOrdersCall, query: { token: tokensOf(caller).newUser } })],
    // Decision 0143: the paged readings of the two above.
    [
      'admin transactions, one page',
      'view',
      (caller) => ({ call: adminTransactionsPageCall, query: { token: tokensOf(caller).newUser, page: 2 } }),
    ],
    [
      'admin orders, one page',
      'view',
      (caller) => ({ call: adminOrdersPageCall, query: { token: tokensOf(caller).newUser, sort: 'value' } }),
    ],
    // Decision 0234: the cardholder page's summary.
    [
      'cardholder summary',
      'view',
      (caller) => ({ call: adminCardholderSummaryCall, query: { token: tokensOf(caller).newUser } }),
    ],
    ['user info', 'view', () => ({ call: userInfoCall, query: { code: 'DEMO-NEWUSER2', src: 1 } })],
    ['change log', 'view', () => ({ call: changeLogCall, body: { id: testApp.campaignId, userID } })],
    ['outbox summary', 'view', () => ({ call: outboxSummaryCall })],
    ['analytics counts', 'view', () => ({ call: analyticsSummaryCall })],
    ['overview', 'view', () => ({ call: adminOverviewCall, query: { from: '2026-11-01', to: '2026-11-21' } })],
    [
      'cardholder timeline',
      'view',
      (caller) => ({ call: cardholderTimelineCall, query: { token: tokensOf(caller).newUser } }),
    ],
    // Decision 0187: a change is asked for (4712); asking again for the same values replaces the request.
    [
      'user update',
      'editContact',
      () => ({
        call: userUpdateCall,
        body: { emailAddress: 'matrix@demo.local', mobileNO: '09998880001', userID, reason: 'A test' },
      }),
      [4712],
    ],
    // The first resend sends (0); later ones in the cooldown answer 4307, as the cardholder's own resend does.
    [
      'admin resend',
      'resend',
      (caller) => ({ call: adminResendCall, query: { token: tokensOf(caller).claimed, orderID: claimedOrder } }),
      [0, 4307],
    ],
    [
      'generate report',
      'report',
      () => ({ call: generateReportCall, query: { startdate: '2026-11-01', enddate: '2026-11-21', typeid: 4791 } }),
    ],
    // Decision 0181: the portal's own form of it.
    [
      'request report',
      'report',
      () => ({
        call: requestReportCall,
        body: { id: testApp.campaignId, startdate: '2026-11-01', enddate: '2026-11-21', typeid: 4791 },
      }),
    ],
    [
      'download transactions',
      'download',
      (caller) => ({ call: downloadTransactionsCall, query: { token: tokensOf(caller).newUser } }),
    ],
    [
      'download orders',
      'download',
      (caller) => ({ call: downloadOrdersCall, query: { token: tokensOf(caller).newUser } }),
    ],
    // Decisions 0187, 0188: the second admin's list and decision (nothing waits under id 1 000 000: 4678).
    ['pending approvals', 'approveChanges', () => ({ call: pendingApprovalsCall })],
    [
      'decide approval',
      'approveChanges',
      () => ({ call: decideApprovalCall, id: 1_000_000, body: { decision: 'reject' } }),
      [4678],
    ],
    // Decision 0240: the last reports; nothing is kept under id 1 000 000 (404 for those who may ask).
    ['report history', 'report', () => ({ call: reportHistoryCall })],
    ['audit trail', 'readAudit', () => ({ call: auditCall, query: { action: 'look-up' } })],
    ['audit download', 'readAudit', () => ({ call: auditDownloadCall, query: { action: 'look-up' } })],
    ['admin list', 'manageAdmins', () => ({ call: adminListCall })],
    // A header only: the owner's import imports nothing, so the other tests see the seed unchanged.
    ['import preview', 'importTransactions', () => ({ call: adminImportPreviewCall, body: EMPTY_IMPORT })],
    ['import', 'importTransactions', () => ({ call: adminImportCall, body: EMPTY_IMPORT })],
    [
      'admin create',
      'manageAdmins',
      () => ({
        call: adminCreateCall,
        body: { email: nextEmail(), password: 'a-long-password', role: 'viewer' },
      }),
    ],
    [
      'admin change',
      'manageAdmins',
      () => ({ call: adminChangeCall, id: viewerId, body: { change: 'role', role: 'viewer' } }),
    ],
  ];

  const matrix = calls.flatMap(([name, permission, request, ids = [0]]) => [
    [name, 'anonymous', 401, request, ids] as const,
    [name, 'cardholder', 403, request, ids] as const,
    ...ADMIN_ROLES.map((role) => [name, role, can(role, permission) ? 200 : 403, request, ids] as const),
  ]);

  it.each(matrix)('%s as %s answers HTTP %i', async (_name, caller, httpStatus, request, ids) => {
    const answer = await send(request(caller), caller);
    expect(answer.statusCode).toBe(httpStatus);
    const contentType = String(answer.headers['content-type']);
    if (httpStatus !== 200) {
      // Decision 0232: an admin whose role does not allow the call gets 4713, not the session problem's 403.
      const id =
        caller !== 'cardholder' && caller !== 'anonymous' && httpStatus === 403 ? STATUS.adminRoleRefused : httpStatus;
      expect(answer.json()).toEqual({ status: { id, message: expect.any(String) }, data: null });
    } else if (contentType.startsWith('application/json')) {
      expect(ids).toContain(answer.json().status.id);
    } else {
      expect(contentType).toBe('text/csv; charset=utf-8');
    }
  });

  const adminIdOf = async (role: AdminRole) =>
    (
      await testApp.db
        .selectFrom('admins')
        .select('id')
        .where('email', '=', testAdminEmail(role))
        .executeTakeFirstOrThrow()
    ).id;
  const userInfoAs = (caller: Caller) => send({ call: userInfoCall, query: { code: 'DEMO-NEWUSER2', src: 1 } }, caller);

  it('decision 0185: a role refused a call leaves an access-refused row in the audit trail', async () => {
    const answer = await send(
      {
        call: userUpdateCall,
        body: { emailAddress: 'refused@demo.local', mobileNO: '09998880001', userID, reason: 'A test' },
      },
      'viewer',
    );
    expect(answer.statusCode).toBe(403);
    const rows = await testApp.db
      .selectFrom('admin_audit')
      .select(['admin_email', 'detail'])
      .where('action', '=', 'access-refused')
      .where('admin_email', '=', testAdminEmail('viewer'))
      .execute();
    expect(rows.map((row) => row.detail)).toContainEqual({
      call: 'POST /api/bpi/spend/user/update/:id',
      permission: 'editContact',
      role: 'viewer',
    });
  });

  it('decision 0182: disabling ends every session of the admin; enabling again revives none', async () => {
    const supportId = await adminIdOf('support');
    const first = cookies.support;
    cookies.support = await testApp.adminCookie('10.9.2.1', 'support');
    const second = cookies.support;
    const change = await send({ call: adminChangeCall, id: supportId, body: { change: 'disable' } }, 'owner');
    expect(change.json().status.id).toBe(0);
    for (const cookie of [first, second]) {
      cookies.support = cookie;
      expect((await userInfoAs('support')).statusCode).toBe(401);
    }
    expect(
      (await send({ call: adminChangeCall, id: supportId, body: { change: 'enable' } }, 'owner')).json().status.id,
    ).toBe(0);
    for (const cookie of [first, second]) {
      cookies.support = cookie;
      expect((await userInfoAs('support')).statusCode).toBe(401);
    }
    cookies.support = await testApp.adminCookie('10.9.2.2', 'support');
    expect((await userInfoAs('support')).statusCode).toBe(200);
  });

  it('decision 0182: a second-factor reset ends every session of the admin, and answers a one-time enrolment link', async () => {
    const reportsId = await adminIdOf('reports');
    expect((await userInfoAs('reports')).statusCode).toBe(200);
    const reset = await send(
      { call: adminChangeCall, id: reportsId, body: { change: 'reset-second-factor' } },
      'owner',
    );
    expect(reset.json()).toEqual({
      status: { id: 0 },
      data: { enrolmentLink: expect.stringMatching(/^http:\/\/localhost:3000\/admin\?enrol=[\w-]{22}$/) },
    });
    expect((await userInfoAs('reports')).statusCode).toBe(401);
  });

  it('decision 0120: an owner cannot change their own account (the last owner cannot lock every owner out)', async () => {
    const owner = await testApp.db
      .selectFrom('admins')
      .select('id')
      .where('email', '=', testAdminEmail('owner'))
      .executeTakeFirstOrThrow();
    const answer = await send(
      { call: adminChangeCall, id: owner.id, body: { change: 'role', role: 'viewer' } },
      'owner',
    );
    expect(answer.json().status.id).toBe(2);
    const row = await testApp.db
      .selectFrom('admins')
      .select('role')
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('owner');
  });

  it("decision 0224: the list marks the signed-in owner's own row, and only it, so the screen offers it nothing", async () => {
    const list = await send({ call: adminListCall }, 'owner');
    const admins: { email: string; you: boolean }[] = list.json().data;
    expect(admins.filter((admin) => admin.you).map((admin) => admin.email)).toEqual([testAdminEmail('owner')]);
    expect(admins.length).toBeGreaterThan(1);
  });
});
