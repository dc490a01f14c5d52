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
import { adminFindCall } from '../../contract/admin-find';
import { adminImportCall, adminImportPreviewCall } from '../../contract/admin-import';
import { adminOverviewCall } from '../../contract/admin-overview';
import { adminOrdersPageCall, adminTransactionsPageCall } from '../../contract/admin-paged';
import { type AnyCall, buildPath, withQuery } from '../../contract/envelope';
import { downloadOrdersCall, downloadTransactionsCall, generateReportCall } from '../../contract/reports';
import { ADMIN_ROLES, type AdminPermission, type AdminRole, can } from '../../domain/admin-roles';
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
  let token = '';
  let userID = 0;
  let viewerId = 0;
  let claimedToken = '';
  let claimedOrder = 0;

  beforeAll(async () => {
    testApp = await openAdminTestApp(kind);
    cookies.cardholder = await signInAs(testApp.app, testApp.db, 'NOSPEND1', { ip: '10.0.8.1' });
    for (const [index, role] of ADMIN_ROLES.entries())
      cookies[role] = await testApp.adminCookie(`10.9.1.${index}`, role);
    const code = 'DEMO-NEWUSER2';
    const inquiry = await send(
      { call: adminInquiryCall, query: { code }, body: { code, id: testApp.campaignId } },
      'owner',
    );
    token = inquiry.json().data.token;
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
    const claimed = await send(
      {
        call: adminInquiryCall,
        query: { code: 'DEMO-CLAIMED1' },
        body: { code: 'DEMO-CLAIMED1', id: testApp.campaignId },
      },
      'owner',
    );
    claimedToken = claimed.json().data.token;
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
  const calls: ReadonlyArray<[string, AdminPermission, () => Request]> = [
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
    ['admin transactions', 'view', () => ({ call: adminTransactionsCall, query: { token } })],
    ['admin orders', 'view', () => ({ call: adminOrdersCall, query: { token } })],
    // Decision 0143: the paged readings of the two above.
    ['admin transactions, one page', 'view', () => ({ call: adminTransactionsPageCall, query: { token, page: 2 } })],
    ['admin orders, one page', 'view', () => ({ call: adminOrdersPageCall, query: { token, sort: 'value' } })],
    ['user info', 'view', () => ({ call: userInfoCall, query: { code: 'DEMO-NEWUSER2', src: 1 } })],
    ['change log', 'view', () => ({ call: changeLogCall, body: { id: testApp.campaignId, userID } })],
    ['outbox summary', 'view', () => ({ call: outboxSummaryCall })],
    ['analytics counts', 'view', () => ({ call: analyticsSummaryCall })],
    ['overview', 'view', () => ({ call: adminOverviewCall, query: { from: '2026-11-01', to: '2026-11-21' } })],
    ['cardholder timeline', 'view', () => ({ call: cardholderTimelineCall, query: { token } })],
    [
      'user update',
      'editContact',
      () => ({ call: userUpdateCall, body: { emailAddress: 'matrix@demo.local', mobileNO: '09171234567', userID } }),
    ],
    // The first resend sends (0); later ones in the cooldown answer 4307, as the cardholder's own resend does.
    [
      'admin resend',
      'resend',
      () => ({ call: adminResendCall, query: { token: claimedToken, orderID: claimedOrder } }),
    ],
    [
      'generate report',
      'report',
      () => ({ call: generateReportCall, query: { startdate: '2026-11-01', enddate: '2026-11-21', typeid: 4791 } }),
    ],
    ['download transactions', 'download', () => ({ call: downloadTransactionsCall, query: { token } })],
    ['download orders', 'download', () => ({ call: downloadOrdersCall, query: { token } })],
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

  const matrix = calls.flatMap(([name, permission, request]) => [
    [name, 'anonymous', 401, request] as const,
    [name, 'cardholder', 403, request] as const,
    ...ADMIN_ROLES.map((role) => [name, role, can(role, permission) ? 200 : 403, request] as const),
  ]);

  it.each(matrix)('%s as %s answers HTTP %i', async (_name, caller, httpStatus, request) => {
    const answer = await send(request(), caller);
    expect(answer.statusCode).toBe(httpStatus);
    const contentType = String(answer.headers['content-type']);
    if (httpStatus !== 200) {
      expect(answer.json()).toEqual({ status: { id: httpStatus, message: expect.any(String) }, data: null });
    } else if (contentType.startsWith('application/json')) {
      expect(request().call === adminResendCall ? [0, 4307] : [0]).toContain(answer.json().status.id);
    } else {
      expect(contentType).toBe('text/csv; charset=utf-8');
    }
  });

  it('a disabled admin is signed out at the next call', async () => {
    const support = await testApp.db
      .selectFrom('admins')
      .select('id')
      .where('email', '=', testAdminEmail('support'))
      .executeTakeFirstOrThrow();
    const change = await send({ call: adminChangeCall, id: support.id, body: { change: 'disable' } }, 'owner');
    expect(change.json().status.id).toBe(0);
    const answer = await send({ call: userInfoCall, query: { code: 'DEMO-NEWUSER2', src: 1 } }, 'support');
    expect(answer.statusCode).toBe(401);
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
});
