import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildPath } from '../../contract/envelope';
import { downloadReportCall, REPORT_HISTORY_SIZE, reportHistoryCall, requestReportCall } from '../../contract/reports';
import { type AdminTestApp, openAdminTestApp } from '../admin/testing/admin-test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_ADMIN, TEST_NOW } from '../testing/test-seed';
import { runQueuedReportJobs } from './report-jobs';
import { REPORT_FILES_KEPT } from './report-jobs.repository';

// Decision 0240: the report screen's list of the newest reports, and each finished one's file.

const silent = { info: () => {}, warn: () => {}, error: () => {} };

describe.each(TEST_DATABASE_KINDS)('report history and report files on %s', (kind) => {
  let testApp: AdminTestApp;
  let owner = '';

  beforeAll(async () => {
    testApp = await openAdminTestApp(kind);
    owner = await testApp.adminCookie();
  });
  afterAll(async () => testApp.close());
  beforeEach(async () => {
    await testApp.db.deleteFrom('report_jobs').execute();
  });

  const ask = async (startdate: string, enddate: string, typeid = 4791) => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: buildPath(requestReportCall, { id: testApp.campaignId }),
      headers: { cookie: owner, origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      payload: { id: testApp.campaignId, startdate, enddate, typeid },
    });
    expect(answer.json().status.id).toBe(0);
  };
  const run = () => runQueuedReportJobs({ db: testApp.db, clock: () => TEST_NOW, log: silent });
  const history = async (cookie = owner) =>
    testApp.app.inject({ method: 'GET', url: reportHistoryCall.fullPath, headers: { cookie } });
  const download = (id: number, cookie = owner) =>
    testApp.app.inject({ method: 'GET', url: buildPath(downloadReportCall, { id }), headers: { cookie } });
  const mailedCsv = async () =>
    (
      await testApp.db
        .selectFrom('outbox')
        .select('attachment')
        .where('attachment', 'is not', null)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).attachment;

  it('lists the newest reports first, with who asked, their state and whether their file may be downloaded', async () => {
    await ask('2026-11-01', '2026-11-21', 4292);
    await run();
    await ask('2026-10-01', '2026-10-31');
    const answer = await history();
    expect(answer.statusCode).toBe(200);
    const { reports } = answer.json().data;
    expect(reports).toEqual([
      expect.objectContaining({
        typeId: 4791,
        typeLabel: 'Registration Summary',
        startDate: '2026-10-01',
        endDate: '2026-10-31',
        status: 'queued',
        error: null,
        requestedBy: TEST_ADMIN.email,
        finishedAt: null,
        downloadable: false,
      }),
      expect.objectContaining({
        typeId: 4292,
        typeLabel: 'Redemption Summary',
        startDate: '2026-11-01',
        endDate: '2026-11-21',
        status: 'done',
        requestedBy: TEST_ADMIN.email,
        finishedAt: TEST_NOW.toISOString(),
        downloadable: true,
      }),
    ]);
  });

  it('a finished report downloads as the CSV its e-mail carried, named like it, and the download is audited', async () => {
    await ask('2026-11-01', '2026-11-21', 4292);
    await run();
    const [report] = (await history()).json().data.reports;
    const answer = await download(report.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="redemption-summary-2026-11-01-to-2026-11-21.csv"',
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toBe(await mailedCsv());
    const audited = await testApp.db
      .selectFrom('admin_audit')
      .select(['action', 'detail'])
      .where('action', '=', 'report-download')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audited.detail).toMatchObject({ reportId: report.id, typeId: 4292, start: '2026-11-01', end: '2026-11-21' });
  });

  it('a report not finished, or unknown, has no file: 404 with why, and nothing is audited', async () => {
    await ask('2026-11-01', '2026-11-21');
    const [queued] = (await history()).json().data.reports;
    for (const id of [queued.id, 1_000_000]) {
      const answer = await download(id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ status: { id: 404, message: expect.stringMatching(/no file/) }, data: null });
    }
  });

  it(`keeps the files of the newest ${REPORT_FILES_KEPT} finished reports only, and lists the newest ${REPORT_HISTORY_SIZE}`, async () => {
    for (let day = 1; day <= REPORT_FILES_KEPT + 1; day++) {
      await ask(`2026-10-${String(day).padStart(2, '0')}`, '2026-10-31');
      await run();
    }
    const { reports } = (await history()).json().data;
    expect(reports).toHaveLength(REPORT_HISTORY_SIZE);
    expect(reports.every((report: { downloadable: boolean }) => report.downloadable)).toBe(true);
    const oldest = await testApp.db.selectFrom('report_jobs').select('id').orderBy('id').executeTakeFirstOrThrow();
    expect((await download(oldest.id)).statusCode).toBe(404);
    expect((await download(reports[0].id)).statusCode).toBe(200);
  });

  it('needs a signed-in admin with the report permission', async () => {
    expect((await history('')).statusCode).toBe(401);
    const viewer = await testApp.adminCookie('127.0.0.9', 'viewer');
    expect((await history(viewer)).statusCode).toBe(403);
    expect((await download(1, viewer)).statusCode).toBe(403);
  });
});
