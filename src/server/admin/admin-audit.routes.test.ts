import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminInquiryCall,
  adminOrdersCall,
  adminTransactionsCall,
  changeLogCall,
  userInfoCall,
  userUpdateCall,
} from '../../contract/admin';
import { adminChangeCall, adminCreateCall, auditCall, auditDownloadCall } from '../../contract/admin-accounts';
import { adminImportPreviewCall } from '../../contract/admin-import';
import { type AnyCall, buildPath, withQuery } from '../../contract/envelope';
import { downloadOrdersCall, downloadTransactionsCall, generateReportCall } from '../../contract/reports';
import { insertAuditRow } from '../platform/audit-trail.repository';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_ADMIN, TEST_NOW } from '../testing/test-seed';
import { type AdminTestApp, openAdminTestApp } from './testing/admin-test-app';

// Decision 0121: "an append-only audit trail of every admin action ... with the admin, time, client address and
// user agent"; owners read it filtered and paged on the server, and download it as escaped CSV.

const UA = '=HYPERLINK("http://evil.example")';
const IP = '10.44.0.1';

describe.each(TEST_DATABASE_KINDS)('the admin audit trail (decision 0121) on %s', (kind) => {
  let testApp: AdminTestApp;
  let cookie = '';
  let token = '';
  let userID = 0;

  beforeAll(async () => {
    testApp = await openAdminTestApp(kind);
    cookie = await testApp.adminCookie(IP);
    const row = await testApp.db
      .selectFrom('cardholders')
      .select('id')
      .where('promo_code', '=', 'NEWUSER2')
      .executeTakeFirstOrThrow();
    userID = row.id;
  });
  afterAll(async () => testApp.close());

  function send(
    call: AnyCall,
    { id, query, body }: { id?: number; query?: Record<string, string | number>; body?: object } = {},
  ) {
    const campaignId = testApp.campaignId;
    return testApp.app.inject({
      method: call.method,
      url: withQuery(buildPath(call as never, { id: id ?? campaignId, campaignID: campaignId } as never), query),
      remoteAddress: IP,
      headers: { cookie, 'user-agent': UA },
      ...(body === undefined ? {} : { payload: body }),
    });
  }

  const readAudit = async (query: Record<string, string | number>) => {
    const answer = await send(auditCall, { query });
    expect(answer.statusCode).toBe(200);
    return auditCall.response.parse(answer.json()).data;
  };

  it('every admin action decision 0121 lists leaves a row with the admin, time, address and agent', async () => {
    const code = 'DEMO-NEWUSER2';
    const inquiry = await send(adminInquiryCall, { query: { code }, body: { code, id: testApp.campaignId } });
    token = inquiry.json().data.token;
    await send(userInfoCall, { query: { code, src: 1 } });
    await send(userUpdateCall, {
      body: { emailAddress: 'audit@demo.local', mobileNO: '09998880001', userID, reason: 'A test' },
    });
    await send(changeLogCall, { body: { id: testApp.campaignId, userID } });
    await send(adminTransactionsCall, { query: { token } });
    await send(adminOrdersCall, { query: { token } });
    await send(downloadTransactionsCall, { query: { token } });
    await send(downloadOrdersCall, { query: { token } });
    await send(generateReportCall, { query: { startdate: '2026-11-01', enddate: '2026-11-21', typeid: 4791 } });
    await send(adminImportPreviewCall, { body: { format: 'csv', content: 'promoCode,referenceNo\n' } });
    const created = await send(adminCreateCall, {
      body: { email: 'audited@demo.local', password: 'a-long-password', role: 'support' },
    });
    const createdId = created.json().data.id;
    await send(adminChangeCall, { id: createdId, body: { change: 'role', role: 'reports' } });
    await send(adminChangeCall, { id: createdId, body: { change: 'disable' } });
    await send(adminChangeCall, { id: createdId, body: { change: 'reset-second-factor' } });

    const { entries } = await readAudit({ admin: TEST_ADMIN.email });
    const actions = entries.map((entry) => entry.action).reverse();
    expect(actions).toEqual([
      'sign-in',
      'look-up',
      'view-cardholder',
      'contact-change-requested',
      'view-change-log',
      'view-transactions',
      'view-orders',
      'download-transactions',
      'download-orders',
      'report-request',
      'import-preview',
      'admin-created',
      'enrolment-link-issued',
      'admin-role-changed',
      'admin-disabled',
      'second-factor-reset',
      'enrolment-link-issued',
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ admin: TEST_ADMIN.email, at: TEST_NOW.toISOString(), clientAddress: IP });
    }
    const edit = entries.find((entry) => entry.action === 'contact-change-requested');
    expect(edit?.cardholder).toBe('NEWUSER2');
    expect(edit?.detail).toMatchObject({ after: { emailAddress: 'audit@demo.local', mobileNo: '+639998880001' } });
    expect(entries.find((entry) => entry.action === 'look-up')?.detail).toEqual({ searched: code, found: true });
    // Decision 0185: the preview's counts, never the file.
    expect(entries.find((entry) => entry.action === 'import-preview')?.detail).toMatchObject({
      format: 'csv',
      imported: 0,
      rejected: 0,
    });
    expect(entries.find((entry) => entry.action === 'admin-role-changed')?.detail).toEqual({
      admin: 'audited@demo.local',
      before: 'support',
      after: 'reports',
    });
  });

  it('filters by action, cardholder and days; reading is itself audited', async () => {
    const lookups = await readAudit({ action: 'look-up' });
    expect(lookups.entries.map((entry) => entry.action)).toEqual(['look-up']);
    const cardholder = await readAudit({ cardholder: 'newuser2' });
    expect(cardholder.total).toBeGreaterThanOrEqual(8);
    expect(cardholder.entries.every((entry) => entry.cardholder === 'NEWUSER2')).toBe(true);
    expect((await readAudit({ from: '2026-11-22' })).total).toBe(0);
    expect((await readAudit({ to: '2026-11-20' })).total).toBe(0);
    const today = await readAudit({ from: '2026-11-21', to: '2026-11-21', action: 'audit-read' });
    expect(today.total).toBeGreaterThanOrEqual(4);
  });

  it.each([
    ['audit', auditCall],
    ['audit download', auditDownloadCall],
  ])(
    'decision 0217: the %s refuses days that end before they start, beside the end day, not swapped',
    async (_, call) => {
      const answer = await send(call, { query: { from: '2026-11-21', to: '2026-11-20' } });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().status.message).toBe('/to The end date is before the start date');
    },
  );

  it('pages on the server: 50 a page, newest first, with the total', async () => {
    for (let index = 0; index < 60; index++) {
      await insertAuditRow(testApp.db, {
        at: new Date(TEST_NOW.getTime() - (index + 1) * 60_000),
        adminId: null,
        adminEmail: 'pager@demo.local',
        action: 'sign-in-failed',
        detail: { index },
        clientAddress: null,
        userAgent: null,
      });
    }
    const first = await readAudit({ admin: 'pager@demo.local' });
    const second = await readAudit({ admin: 'pager@demo.local', page: 2 });
    expect([first.total, first.pageSize, first.entries.length, second.entries.length]).toEqual([60, 50, 50, 10]);
    expect(first.entries[0]?.detail).toEqual({ index: 0 });
    expect(second.entries.at(-1)?.detail).toEqual({ index: 59 });
  });

  it('downloads as CSV, a formula in any cell escaped like the other downloads', async () => {
    const answer = await send(auditDownloadCall, { query: { action: 'look-up' } });
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="audit-2026-11-21.csv"');
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Time,Admin,Action,Cardholder,Detail,Client address,User agent');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[1]).toContain('look-up,NEWUSER2');
  });
});
