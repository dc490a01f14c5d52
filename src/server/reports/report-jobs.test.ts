import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, withQuery } from '../../contract/envelope';
import { generateReportCall } from '../../contract/reports';
import { type AdminTestApp, openAdminTestApp } from '../admin/testing/admin-test-app';
import { loadCampaignConfig } from '../campaign/campaign.repository';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_ADMIN, TEST_NOW } from '../testing/test-seed';
import { runQueuedReportJobs, startReportJobs } from './report-jobs';
import { INTERRUPTED_ERROR } from './report-jobs.repository';
import {
  expectedCardholdersPerTier,
  expectedRedemptionSummary,
  expectedRegistrationSummary,
} from './testing/expected-reports';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const TIME_ZONE = 'Asia/Manila';
const REPORT_QUEUED = {
  status: { id: 0, message: 'Successful: The report will be sent to your email within few minutes.' },
  data: null,
};

describe.each(TEST_DATABASE_KINDS)('report jobs e-mail their CSV (spec §7 reports; Architecture §4) on %s', (kind) => {
  let testApp: AdminTestApp;
  let admin = '';

  beforeAll(async () => {
    testApp = await openAdminTestApp(kind);
    admin = await testApp.adminCookie();
  });
  afterAll(async () => testApp.close());

  const deps = () => ({ db: testApp.db, clock: () => TEST_NOW, log: silent });
  const generate = (query: Record<string, string | number>) =>
    testApp.app.inject({
      method: 'GET',
      url: withQuery(buildPath(generateReportCall, { id: testApp.campaignId }), query),
      headers: { cookie: admin },
    });
  const jobs = () => testApp.db.selectFrom('report_jobs').selectAll().orderBy('id').execute();
  const latestMail = () =>
    testApp.db
      .selectFrom('outbox')
      .select(['channel', 'recipient', 'subject', 'attachment_name', 'attachment'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  async function reportOf(query: Record<string, string | number>) {
    expect((await generate(query)).json()).toEqual(REPORT_QUEUED);
    expect(await runQueuedReportJobs(deps())).toBe(1);
    const mail = await latestMail();
    return { mail, rows: parse(mail.attachment ?? '') as string[][] };
  }

  it('4791 Registration Summary (the default): every day of the range, registrations by status, and a total', async () => {
    const range = { start: '2026-08-01', end: '2026-11-21' };
    const { mail, rows } = await reportOf({ startdate: range.start, enddate: range.end });
    expect(mail).toMatchObject({
      channel: 'email',
      recipient: TEST_ADMIN.email,
      subject: 'Registration Summary report, 2026-08-01 to 2026-11-21',
      attachment_name: 'registration-summary-2026-08-01-to-2026-11-21.csv',
    });
    expect(rows[0]).toEqual(['Date', 'Registrations', 'Registered', 'Pending', 'Blocked']);
    expect(rows).toHaveLength(1 + 113 + 1);
    expect(rows.slice(1)).toEqual(await expectedRegistrationSummary(testApp.db, range, TIME_ZONE));
    // docs/demo-accounts.md: SPEND042 registered 40 days before the seed (Oct 12); PENDING1 is pending since it.
    expect(rows.find((row) => row[0] === '2026-10-12')?.[2]).not.toBe('0');
    expect(rows.find((row) => row[0] === '2026-11-21')?.[3]).toBe('1');
  });

  it('4292 Redemption Summary: orders, main and bonus, eGCs and value per day, and a total', async () => {
    const range = { start: '2026-09-01', end: '2026-11-21' };
    const { mail, rows } = await reportOf({ startdate: range.start, enddate: range.end, typeid: 4292 });
    expect(mail.attachment_name).toBe('redemption-summary-2026-09-01-to-2026-11-21.csv');
    expect(rows[0]).toEqual(['Date', 'Orders', 'Main Orders', 'Bonus Orders', 'eGCs', 'Value']);
    expect(rows.slice(1)).toEqual(await expectedRedemptionSummary(testApp.db, range, TIME_ZONE));
    // docs/demo-accounts.md: CLAIMED1's order of two eGCs (P500 and P1,000), 19 days before the seed.
    expect(rows.find((row) => row[0] === '2026-11-02')).toEqual(['2026-11-02', '1', '1', '0', '2', '1500']);
  });

  it('4783 Cardholders Per Tier: claims per goal in the range, and who reached a goal without claiming', async () => {
    const config = await loadCampaignConfig(testApp.db, testApp.campaignId);
    const range = { start: '2026-08-01', end: '2026-11-21' };
    const { mail, rows } = await reportOf({ startdate: range.start, enddate: range.end, typeid: 4783 });
    expect(mail.attachment_name).toBe('cardholders-per-tier-2026-08-01-to-2026-11-21.csv');
    expect(rows[0]).toEqual(['Spend Goal', 'Reward', 'Claimed', 'Reached, Not Claimed']);
    expect(rows.slice(1)).toEqual(await expectedCardholdersPerTier(testApp.db, range, config));
    // docs/demo-accounts.md: EXPIRED1 claimed P75,000 and CLAIMED1 P200,000; SPEND118 and SPEND200 reached them.
    expect(rows.slice(1).map((row) => row.slice(0, 2))).toEqual([
      ['75000', '1500'],
      ['200000', '5000'],
    ]);
    expect(rows.slice(1).every((row) => Number(row[2]) >= 1 && Number(row[3]) >= 1)).toBe(true);
    const early = { start: '2026-08-01', end: '2026-09-01' };
    const before = (await reportOf({ startdate: early.start, enddate: early.end, typeid: 4783 })).rows;
    expect(before.slice(1)).toEqual(await expectedCardholdersPerTier(testApp.db, early, config));
    expect(before.slice(1).map((row) => row[2])).toEqual(['0', '0']);
  });

  it('each job records running, then done with its finish time', async () => {
    const done = (await jobs()).filter((job) => job.status === 'done');
    expect(done.length).toBeGreaterThanOrEqual(4);
    expect(done.every((job) => job.finished_at?.getTime() === TEST_NOW.getTime() && job.error === null)).toBe(true);
  });

  it('a job that cannot be built is marked failed with the error, and later jobs still run', async () => {
    const adminId = (await testApp.db.selectFrom('admins').select('id').executeTakeFirstOrThrow()).id;
    const mails = (await testApp.db.selectFrom('outbox').select('id').execute()).length;
    await testApp.db
      .insertInto('report_jobs')
      .values({ admin_id: adminId, type_id: 9999, start_date: '2026-11-01', end_date: '2026-11-21' })
      .execute();
    expect((await generate({ startdate: '2026-11-01', enddate: '2026-11-21' })).json()).toEqual(REPORT_QUEUED);
    expect(await runQueuedReportJobs(deps())).toBe(2);
    const [failed, next] = (await jobs()).slice(-2);
    expect(failed).toMatchObject({ status: 'failed', error: 'unknown report type 9999' });
    expect(next).toMatchObject({ status: 'done' });
    expect((await testApp.db.selectFrom('outbox').select('id').execute()).length).toBe(mails + 1);
  });

  it.each([
    [{ startdate: '2026-01-01', enddate: '2027-01-02' }, 'more than 366 days'],
    [{ startdate: '2026-11-21', enddate: '2026-11-20' }, 'an end before the start'],
    [{ startdate: '2026-11-01', enddate: '2026-11-21', typeid: 1234 }, 'an unknown report type'],
    [{ startdate: '21/11/2026', enddate: '2026-11-21' }, 'a date not written YYYY-MM-DD'],
  ])('%o (%s) is a bad request (400) and queues nothing', async (query, _reason) => {
    const before = (await jobs()).length;
    expect((await generate(query)).statusCode).toBe(400);
    expect((await jobs()).length).toBe(before);
  });

  it('366 days is allowed', async () => {
    expect((await generate({ startdate: '2026-01-01', enddate: '2027-01-01', typeid: 4292 })).json()).toEqual(
      REPORT_QUEUED,
    );
    expect(await runQueuedReportJobs(deps())).toBe(1);
  });

  it('the runner started by main.ts fails jobs a stopped server left running, then runs queued ones', async () => {
    const adminId = (await testApp.db.selectFrom('admins').select('id').executeTakeFirstOrThrow()).id;
    const stale = await testApp.db
      .insertInto('report_jobs')
      .values({ admin_id: adminId, type_id: 4791, start_date: '2026-11-01', end_date: '2026-11-21' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await testApp.db.updateTable('report_jobs').set({ status: 'running' }).where('id', '=', stale.id).execute();
    expect((await generate({ startdate: '2026-11-01', enddate: '2026-11-21' })).json()).toEqual(REPORT_QUEUED);
    const runner = startReportJobs({ ...deps(), intervalMs: 10 });
    try {
      await expect.poll(async () => (await jobs()).at(-1)?.status, { timeout: 20_000, interval: 50 }).toBe('done');
    } finally {
      await runner.stop();
    }
    const staleJob = (await jobs()).find((job) => job.id === stale.id);
    expect(staleJob).toMatchObject({ status: 'failed', error: INTERRUPTED_ERROR });
  });
});
