import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminImportCall,
  adminImportPreviewCall,
  IMPORT_HISTORY_SIZE,
  importHistoryCall,
  importRejectedRowsCall,
} from '../../contract/admin-import';
import { buildPath } from '../../contract/envelope';
import { type AdminTestApp, openAdminTestApp } from '../admin/testing/admin-test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_ADMIN, TEST_NOW } from '../testing/test-seed';
import { IMPORT_FILES_KEPT, recordImportRun } from './import-runs.repository';

// Decision 0241: every import leaves a row for the import screen's history, with its rejected rows as a file.

const HEADER = 'promoCode,customerNo,referenceNo,transactionDateTime,postedDateTime,value,type,mccID,location';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');

describe.each(TEST_DATABASE_KINDS)('import history and rejected rows on %s', (kind) => {
  let testApp: AdminTestApp;
  let owner = '';
  let reference = 0;
  beforeAll(async () => {
    testApp = await openAdminTestApp(kind);
    owner = await testApp.adminCookie('10.9.5.1');
  });
  afterAll(async () => testApp.close());
  beforeEach(async () => {
    await testApp.db.deleteFrom('import_runs').execute();
  });

  const nextReference = () => `HIST-${kind}-${++reference}`;
  const post = (call: typeof adminImportCall | typeof adminImportPreviewCall, payload: object) =>
    testApp.app.inject({ method: 'POST', url: call.fullPath, headers: { cookie: owner }, payload });
  const history = (cookie = owner) =>
    testApp.app.inject({ method: 'GET', url: importHistoryCall.fullPath, headers: { cookie } });
  const rejectedRows = (id: number, cookie = owner) =>
    testApp.app.inject({ method: 'GET', url: buildPath(importRejectedRowsCall, { id }), headers: { cookie } });

  it("an import from the screen is listed with who, the file's name and its counts; a preview is not", async () => {
    const content = csv(
      `NEWUSER2,,${nextReference()},2026-11-20T10:00:00+08:00,,250.75,,5411,`,
      `,7099999999,${nextReference()},2026-11-20T11:00:00+08:00,,100,,5411,`,
      `NEWUSER2,,${nextReference()},2026-11-20T12:00:00+08:00,,,,5411,`,
    );
    expect((await post(adminImportPreviewCall, { format: 'csv', content, name: 'nov-20.csv' })).statusCode).toBe(200);
    expect((await history()).json().data.imports).toEqual([]);

    expect((await post(adminImportCall, { format: 'csv', content, name: 'nov-20.csv' })).statusCode).toBe(200);
    const { imports } = (await history()).json().data;
    expect(imports).toEqual([
      {
        id: expect.any(Number),
        source: 'screen',
        fileName: 'nov-20.csv',
        fileError: null,
        imported: 1,
        duplicates: 0,
        rejected: 2,
        cardholders: 1,
        importedBy: TEST_ADMIN.email,
        importedAt: expect.any(String),
        rejectedFile: true,
      },
    ]);
  });

  it('the rejected rows download as CSV: line, why, and the row as the file gave it; audited', async () => {
    const unknown = nextReference();
    const content = csv(
      `,7099999999,${unknown},2026-11-20T11:00:00+08:00,,100,,5411,`,
      `NEWUSER2,,${nextReference()},2026-11-20T12:00:00+08:00,,=1+1,,5411,`,
    );
    await post(adminImportCall, { format: 'csv', content });
    const [run] = (await history()).json().data.imports;
    const answer = await rejectedRows(run.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="rejected-rows-\d+-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parse(answer.body) as string[][];
    expect(rows[0]?.slice(0, 4)).toEqual(['Line', 'Reason', 'promoCode', 'customerNo']);
    expect(rows).toHaveLength(3);
    expect(rows[1]?.slice(0, 5)).toEqual(['2', expect.any(String), '', '7099999999', unknown]);
    // Formula-like cells are neutralised as in every download (decision 0035).
    expect(rows[2]?.join(',')).toContain("'=1+1");
    const audited = await testApp.db
      .selectFrom('admin_audit')
      .select('detail')
      .where('action', '=', 'import-rejected-download')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audited.detail).toMatchObject({ importId: run.id });
  });

  it('an import with nothing rejected, an unreadable file, or an unknown id has no rejected rows: 404', async () => {
    await post(adminImportCall, {
      format: 'csv',
      content: csv(`NEWUSER2,,${nextReference()},2026-11-20T10:00:00+08:00,,10,,5411,`),
    });
    await post(adminImportCall, { format: 'json', content: 'not json' });
    const imports = (await history()).json().data.imports;
    expect(
      imports.map((run: { fileError: string | null; rejectedFile: boolean }) => [
        run.fileError !== null,
        run.rejectedFile,
      ]),
    ).toEqual([
      [true, false],
      [false, false],
    ]);
    for (const id of [...imports.map((run: { id: number }) => run.id), 1_000_000]) {
      expect((await rejectedRows(id)).statusCode).toBe(404);
    }
  });

  it(`lists the newest ${IMPORT_HISTORY_SIZE}; only the newest ${IMPORT_FILES_KEPT} keep their rejected rows`, async () => {
    const run = {
      adminId: null,
      source: 'cli',
      fileError: null,
      imported: 0,
      duplicates: 0,
      rejected: 1,
      cardholders: 0,
    } as const;
    for (let n = 0; n <= IMPORT_FILES_KEPT; n++) {
      await recordImportRun(
        testApp.db,
        { ...run, fileName: `day-${n}.csv`, rejectedCsv: 'Line,Reason\r\n2,bad\r\n' },
        TEST_NOW,
      );
    }
    const { imports } = (await history()).json().data;
    expect(imports).toHaveLength(IMPORT_HISTORY_SIZE);
    expect(imports[0]).toMatchObject({
      source: 'cli',
      fileName: `day-${IMPORT_FILES_KEPT}.csv`,
      importedBy: null,
      rejectedFile: true,
    });
    const oldest = await testApp.db.selectFrom('import_runs').select('id').orderBy('id').executeTakeFirstOrThrow();
    expect((await rejectedRows(oldest.id)).statusCode).toBe(404);
  });

  it('needs an owner: other roles are refused', async () => {
    const support = await testApp.adminCookie('10.9.5.2', 'support');
    expect((await history(support)).statusCode).toBe(403);
    expect((await rejectedRows(1, support)).statusCode).toBe(403);
    expect((await history('')).statusCode).toBe(401);
  });
});
