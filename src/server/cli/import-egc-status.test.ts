import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite } from '../db/database';
import { openTestEgcCode, TEST_EGC_CODE_KEY_TEXT } from '../testing/egc-code-keys';
import { seedTestDemo } from '../testing/test-seed';

// `npm run import:egc-status` end to end (docs/provider-egc-status.md "Files"): the real command as a child process
// on a seeded PGlite data directory.

interface Outcome {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

describe('npm run import:egc-status: the provider file on a PGlite DATA_DIR', () => {
  let dir: string;
  let dataDir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'egc-status-cli-'));
    dataDir = join(dir, 'data');
    const database = await openPglite({ dataDir, loadDataDir: new Blob([readFileSync(inject('pgliteTemplatePath'))]) });
    await seedTestDemo(database.db);
    await database.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const run = (args: readonly string[]): Promise<Outcome> =>
    new Promise((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'src/server/cli/import-egc-status.ts', ...args],
        {
          cwd: process.cwd(),
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', EGC_CODE_KEY: TEST_EGC_CODE_KEY_TEXT },
          timeout: 50_000,
        },
        (error, stdout, stderr) => resolve({ code: error ? (error.code as number | null) : 0, stdout, stderr }),
      );
    });

  const write = (name: string, content: string) => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };

  const egcsOf = async (promoCode: string) => {
    const database = await openPglite({ dataDir });
    try {
      return await database.db
        .selectFrom('order_items as i')
        .innerJoin('orders as o', 'o.id', 'i.order_id')
        .innerJoin('cardholders as c', 'c.id', 'o.cardholder_id')
        .where('c.promo_code', '=', promoCode)
        .select(['i.merchant_name', 'i.egc_code_sealed', 'i.status_id', 'i.used_at'])
        .orderBy('i.id')
        .execute();
    } finally {
      await database.close();
    }
  };

  it('marks the named eGC used, reports bad rows and unknown codes by line, and prints no code', async () => {
    const [circuitHub] = (await egcsOf('WALLET01')).filter((egc) => egc.merchant_name === 'Circuit Hub');
    const code = openTestEgcCode(circuitHub?.egc_code_sealed ?? '');
    expect(circuitHub?.status_id).toBe(43);
    const file = write(
      'status.csv',
      [
        'code,status,at',
        `${code},redeemed,2026-11-21T10:15:00+08:00`,
        'EGC-ZZZZ-ZZZZ,redeemed,2026-11-21T10:15:00+08:00',
        `${code},lost,2026-11-21T10:15:00+08:00`,
        `${code},redeemed,yesterday`,
        `${code},redeemed`,
      ].join('\n'),
    );
    const outcome = await run([file]);
    expect(outcome.code).toBe(1);
    expect(outcome.stdout).toContain('Read 2 eGC status events from status.csv: 1 applied, 0 changed nothing');
    expect(outcome.stdout).toContain('Bad rows: 4, not applied:');
    expect(outcome.stdout).toContain('line 3: no eGC has this code; nothing changed');
    expect(outcome.stdout).toMatch(/line 4: status .+/);
    expect(outcome.stdout).toMatch(/line 5: at .+/);
    expect(outcome.stdout).toContain('line 6: has 2 columns, the header has 3');
    expect(`${outcome.stdout}${outcome.stderr}`).not.toContain(code);
    expect(`${outcome.stdout}${outcome.stderr}`).not.toContain('EGC-ZZZZ-ZZZZ');
    const [after] = (await egcsOf('WALLET01')).filter((egc) => egc.merchant_name === 'Circuit Hub');
    expect(after).toMatchObject({ status_id: 44, used_at: new Date('2026-11-21T02:15:00Z') });

    // The same file again changes nothing (idempotent).
    const again = await run([file]);
    expect(again.stdout).toContain('0 applied, 1 changed nothing');
  });

  it.each([
    ['a header that is not code,status,at', 'code,state,at\n', 'line 1: the header must be code,status,at'],
    ['an empty file', '', 'line 1: the file is empty'],
  ])('exits 2 and changes nothing for %s', async (_name, content, message) => {
    const outcome = await run([write('bad.csv', content)]);
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain(message);
    expect(outcome.stderr).toContain('Nothing was imported');
  });
});
