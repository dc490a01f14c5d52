import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCall } from '../../contract/admin-accounts';
import { adminImportCall, adminImportPreviewCall, IMPORT_BODY_LIMIT } from '../../contract/admin-import';
import { withQuery } from '../../contract/envelope';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { type AdminTestApp, openAdminTestApp } from './testing/admin-test-app';

// Decision 0144: the CLI's import from the admin screens. The same readers and service as `npm run import`
// (import-transactions.service.test.ts covers every row rule); here, what the two calls add: the preview changes
// nothing, the import reports by line and evaluates bonus records, the body is bounded, the role is checked.

const HEADER = 'promoCode,customerNo,referenceNo,transactionDateTime,postedDateTime,value,type,mccID,location';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');

describe.each(TEST_DATABASE_KINDS)('transaction import from the admin screens (decision 0144) on %s', (kind) => {
  let testApp: AdminTestApp;
  let owner = '';
  beforeAll(async () => {
    testApp = await openAdminTestApp(kind);
    owner = await testApp.adminCookie('10.9.4.1');
  });
  afterAll(async () => testApp.close());

  const send = (
    call: typeof adminImportCall | typeof adminImportPreviewCall,
    payload: object | string,
    cookie = owner,
  ) =>
    testApp.app.inject({
      method: 'POST',
      url: call.fullPath,
      headers: { cookie, 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const transactionCount = async () =>
    Number(
      (
        await testApp.db
          .selectFrom('transactions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  // Line 1 is the header: the second data row (line 3) names no cardholder, line 4 has no value.
  const withBadRows = csv(
    ',7012340002,WEB-1,2026-11-20T10:00:00+08:00,,250.75,,5411,',
    ',7099999999,WEB-2,2026-11-20T11:00:00+08:00,,100,,5411,',
    'NEWUSER2,,WEB-3,2026-11-20T12:00:00+08:00,,,,5411,',
    'NEWUSER2,,WEB-1,2026-11-20T13:00:00+08:00,,99,,5411,',
  );

  it('the preview reports each row and changes nothing', async () => {
    const before = await transactionCount();
    const answer = await send(adminImportPreviewCall, { format: 'csv', content: withBadRows });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { status, data } = answer.json();
    expect(status.id).toBe(0);
    expect(data).toMatchObject({
      fileError: null,
      imported: 1,
      duplicatesInDatabase: 0,
      duplicatesInFile: 1,
      cardholders: 1,
      bonusRecordsCreated: null,
    });
    expect(data.rejected.map((row: { line: number }) => row.line)).toEqual([3, 4]);
    expect(data.rejected[0].reason).toContain("no cardholder has customer number '7099999999'");
    expect(data.rejected[1].reason).toMatch(/^value/);
    // Decision 0146: line 5 repeats line 2's reference number.
    expect(data.duplicates).toEqual([{ line: 5, referenceNo: 'WEB-1', repeatOfLine: 2 }]);
    expect(await transactionCount()).toBe(before);
    const audit = await testApp.db.selectFrom('admin_audit').select('action').execute();
    expect(audit.map((row) => row.action)).not.toContain('import-transactions');
  });

  it('the import imports the good rows, reports the bad ones by line, and is audited with its counts', async () => {
    const before = await transactionCount();
    const answer = await send(adminImportCall, { format: 'csv', content: withBadRows });
    expect(answer.json().data).toMatchObject({ imported: 1, duplicatesInFile: 1, cardholders: 1 });
    expect(answer.json().data.rejected).toHaveLength(2);
    expect(answer.json().data.duplicates).toEqual([{ line: 5, referenceNo: 'WEB-1', repeatOfLine: 2 }]);
    expect(await transactionCount()).toBe(before + 1);

    const trail = await testApp.app.inject({
      method: 'GET',
      url: withQuery(auditCall.fullPath, { action: 'import-transactions' }),
      headers: { cookie: owner },
    });
    expect(trail.json().data.entries).toEqual([
      expect.objectContaining({
        action: 'import-transactions',
        detail: { format: 'csv', fileError: null, imported: 1, duplicates: 1, rejected: 2, bonusRecordsCreated: 0 },
      }),
    ]);
  });

  it('a second import of the same file reports its rows as duplicates, each by its line (decision 0146)', async () => {
    // Line 2 is stored now; line 5 still repeats it within the file.
    const byLine = [
      { line: 2, referenceNo: 'WEB-1', repeatOfLine: null },
      { line: 5, referenceNo: 'WEB-1', repeatOfLine: 2 },
    ];
    const preview = await send(adminImportPreviewCall, { format: 'csv', content: withBadRows });
    expect(preview.json().data).toMatchObject({ imported: 0, duplicatesInDatabase: 1, duplicatesInFile: 1 });
    expect(preview.json().data.duplicates).toEqual(byLine);
    const again = await send(adminImportCall, { format: 'csv', content: withBadRows });
    expect(again.json().data).toMatchObject({ imported: 0, duplicatesInDatabase: 1, duplicatesInFile: 1 });
    expect(again.json().data.duplicates).toEqual(byLine);
  });

  it('evaluates bonus records as the CLI does (spec §4: 5 categories → the generic bonus)', async () => {
    const rows = [5411, 5812, 5541, 5311, 4511].map(
      (mcc, index) => `NOSPEND1,,WEB-FIVE-${index},2026-11-20T1${index}:00:00+08:00,,1000,,${mcc},`,
    );
    const json = JSON.stringify(
      rows.map((row) => {
        const [promoCode, , referenceNo, transactionDateTime, , value, , mccID] = row.split(',');
        return { promoCode, referenceNo, transactionDateTime, value: Number(value), mccID: Number(mccID) };
      }),
    );
    const preview = await send(adminImportPreviewCall, { format: 'json', content: json });
    expect(preview.json().data).toMatchObject({ imported: 5, rejected: [], bonusRecordsCreated: null });
    const answer = await send(adminImportCall, { format: 'json', content: json });
    expect(answer.json().data).toMatchObject({ imported: 5, cardholders: 1, bonusRecordsCreated: 1 });
    const records = await testApp.db
      .selectFrom('transactions as t')
      .innerJoin('cardholders as c', 'c.id', 't.cardholder_id')
      .where('c.promo_code', '=', 'NOSPEND1')
      .where('t.bonus_kind', 'is not', null)
      .select('t.bonus_kind')
      .execute();
    expect(records).toEqual([{ bonus_kind: 'generic' }]);
  });

  it('a file that cannot be read imports nothing and says why', async () => {
    const answer = await send(adminImportCall, { format: 'json', content: '{"not":"an array"}' });
    expect(answer.json().data).toMatchObject({
      fileError: expect.any(String),
      imported: 0,
      duplicates: [],
      rejected: [],
    });
  });

  it('decision 0103: a body over 2 MB is refused with 413 in the envelope', async () => {
    const content = `${HEADER}\n${'x'.repeat(IMPORT_BODY_LIMIT)}`;
    const answer = await send(adminImportPreviewCall, { format: 'csv', content });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ status: { id: 413 }, data: null });
  });

  it('a file just under the limit is read (the default 4 kB body limit does not apply)', async () => {
    const rows = Array.from(
      { length: 200 },
      (_, index) => `NEWUSER2,,BIG-${index},2026-11-20T10:00:00+08:00,,1,,5411,`,
    );
    const answer = await send(adminImportPreviewCall, { format: 'csv', content: csv(...rows) });
    expect(answer.json().data).toMatchObject({ imported: 200 });
  });

  it('decision 0120: a viewer is refused (403), nothing imported', async () => {
    const viewer = await testApp.adminCookie('10.9.4.2', 'viewer');
    const before = await transactionCount();
    const content = csv('NEWUSER2,,VIEWER-1,2026-11-20T10:00:00+08:00,,1,,5411,');
    const answer = await send(adminImportCall, { format: 'csv', content }, viewer);
    expect(answer.statusCode).toBe(403);
    expect(await transactionCount()).toBe(before);
  });

  it('without an owner’s session the body is refused unread: broken JSON gets 401/403, not a parse error', async () => {
    const broken = `{"format":"csv","content":"${'x'.repeat(1_000_000)}`;
    const anonymous = await send(adminImportCall, broken, '');
    expect(anonymous.statusCode).toBe(401);
    const viewer = await testApp.adminCookie('10.9.4.3', 'viewer');
    expect((await send(adminImportPreviewCall, broken, viewer)).statusCode).toBe(403);
    // An owner's broken body is read, and refused as what it is.
    expect((await send(adminImportPreviewCall, broken)).statusCode).toBe(400);
  });
});
