import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminInquiryCall,
  adminOrdersCall,
  adminTransactionsCall,
  changeLogCall,
  userInfoCall,
  userUpdateCall,
} from '../../contract/admin';
import { type AnyCall, buildPath, withQuery } from '../../contract/envelope';
import { downloadOrdersCall, downloadTransactionsCall, generateReportCall } from '../../contract/reports';
import { signInAs } from '../testing/sign-in';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { type AdminTestApp, openAdminTestApp } from './testing/admin-test-app';

// Decision 0031: "Every admin call checks an admin session on the server: anonymous gets 401, a cardholder session
// gets 403" — the whole matrix, one row per call.

interface Request {
  readonly call: AnyCall;
  readonly query?: Record<string, string | number>;
  readonly body?: object;
}

describe.each(TEST_DATABASE_KINDS)('the admin authorisation matrix (Architecture §4) on %s', (kind) => {
  let testApp: AdminTestApp;
  let cookies: Record<'anonymous' | 'cardholder' | 'admin', string | undefined>;
  let token = '';
  let userID = 0;

  beforeAll(async () => {
    testApp = await openAdminTestApp(kind);
    const cardholder = await signInAs(testApp.app, testApp.db, 'NOSPEND1', { ip: '10.0.8.1' });
    cookies = { anonymous: undefined, cardholder, admin: await testApp.adminCookie() };
    const code = 'DEMO-NEWUSER2';
    const inquiry = await send(
      { call: adminInquiryCall, query: { code }, body: { code, id: testApp.campaignId } },
      cookies.admin,
    );
    token = inquiry.json().data.token;
    const row = await testApp.db
      .selectFrom('cardholders')
      .select('id')
      .where('promo_code', '=', 'NEWUSER2')
      .executeTakeFirstOrThrow();
    userID = row.id;
  });
  afterAll(async () => testApp.close());

  function send({ call, query, body }: Request, cookie: string | undefined) {
    const id = testApp.campaignId;
    return testApp.app.inject({
      method: call.method,
      url: withQuery(buildPath(call as never, { id, campaignID: id } as never), query),
      ...(body === undefined ? {} : { payload: body }),
      ...(cookie === undefined ? {} : { headers: { cookie } }),
    });
  }

  const calls: ReadonlyArray<[string, () => Request]> = [
    [
      'admin inquiry',
      () => ({
        call: adminInquiryCall,
        query: { code: '7012340004' },
        body: { code: '7012340004', id: testApp.campaignId },
      }),
    ],
    ['admin transactions', () => ({ call: adminTransactionsCall, query: { token } })],
    ['admin orders', () => ({ call: adminOrdersCall, query: { token } })],
    ['user info', () => ({ call: userInfoCall, query: { code: 'DEMO-NEWUSER2', src: 1 } })],
    [
      'user update',
      () => ({ call: userUpdateCall, body: { emailAddress: 'matrix@demo.local', mobileNO: '09171234567', userID } }),
    ],
    ['change log', () => ({ call: changeLogCall, body: { id: testApp.campaignId, userID } })],
    [
      'generate report',
      () => ({ call: generateReportCall, query: { startdate: '2026-11-01', enddate: '2026-11-21', typeid: 4791 } }),
    ],
    ['download transactions', () => ({ call: downloadTransactionsCall, query: { token } })],
    ['download orders', () => ({ call: downloadOrdersCall, query: { token } })],
  ];

  const matrix = calls.flatMap(([name, request]) =>
    (
      [
        ['anonymous', 401],
        ['cardholder', 403],
        ['admin', 200],
      ] as const
    ).map(([role, httpStatus]) => [name, role, httpStatus, request] as const),
  );

  it.each(matrix)('%s as %s answers HTTP %i', async (_name, role, httpStatus, request) => {
    const answer = await send(request(), cookies[role]);
    expect(answer.statusCode).toBe(httpStatus);
    const contentType = String(answer.headers['content-type']);
    if (httpStatus !== 200) {
      expect(answer.json()).toEqual({ status: { id: httpStatus, message: expect.any(String) }, data: null });
    } else if (contentType.startsWith('application/json')) {
      expect(answer.json().status.id).toBe(0);
    } else {
      expect(contentType).toBe('text/csv; charset=utf-8');
    }
  });
});
