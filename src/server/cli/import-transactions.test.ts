import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { lockDataDir } from '../db/data-dir-lock';
import { openPglite } from '../db/database';
import { seedTestDemo } from '../testing/test-seed';

// `npm run import` end to end: the real command as a child process on a seeded PGlite data directory.

interface Outcome {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

const HEADER = 'promoCode,referenceNo,transactionDateTime,value,mccID';

describe('npm run import: the command on a PGlite DATA_DIR (docs/import-format.md, decision 0009)', () => {
  let dir: string;
  let dataDir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'import-cli-'));
    dataDir = join(dir, 'data');
    const database = await openPglite({ dataDir, loadDataDir: new Blob([readFileSync(inject('pgliteTemplatePath'))]) });
    await seedTestDemo(database.db);
    await database.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const importFile = (args: readonly string[], env: Record<string, string> = {}): Promise<Outcome> =>
    new Promise((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'src/server/cli/import-transactions.ts', ...args],
        { cwd: process.cwd(), env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env }, timeout: 50_000 },
        (error, stdout, stderr) => resolve({ code: error ? (error.code as number | null) : 0, stdout, stderr }),
      );
    });

  const write = (name: string, content: string) => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };

  const storedReferences = async (prefix: string) => {
    const database = await openPglite({ dataDir });
    try {
      const rows = await database.db
        .selectFrom('transactions')
        .where('reference_no', 'like', `${prefix}%`)
        .select('reference_no')
        .orderBy('reference_no')
        .execute();
      return rows.map((row) => row.reference_no);
    } finally {
      await database.close();
    }
  };

  it('imports the good rows of a CSV, reports the bad ones by line and exits 1', async () => {
    const file = write(
      'bank.csv',
      [
        HEADER,
        'SPEND042,CLI-1,2026-11-20T10:00:00+08:00,1500.50,5411',
        'SPEND042,CLI-2,2026-11-20,100,',
        'SPEND042,CLI-3,2026-11-20T11:00:00+08:00,100.125,',
        'NOBODY99,CLI-4,2026-11-20T11:00:00+08:00,100,',
        'SPEND042,BONUS-CLI,2026-11-20T11:00:00+08:00,100,',
        'SPEND042,CLI-1,2026-11-20T10:00:00+08:00,1500.50,5411',
      ].join('\n'),
    );
    const outcome = await importFile([file]);
    expect(outcome.code).toBe(1);
    expect(outcome.stdout).toContain('Imported 1 transaction from bank.csv.');
    expect(outcome.stdout).toContain('Duplicates skipped: 1 (0 already in the database, 1 repeated in the file).');
    expect(outcome.stdout).toContain('Bad rows: 4, not imported:');
    expect(outcome.stdout).toMatch(/ {2}line 3: transactionDateTime: must be an ISO date-time/);
    expect(outcome.stdout).toContain('  line 4: value: must be pesos with at most two decimals');
    expect(outcome.stdout).toContain("  line 5: promoCode: no cardholder has promo code 'NOBODY99'");
    expect(outcome.stdout).toMatch(/ {2}line 6: referenceNo: starts with BONUS/);
    expect(await storedReferences('CLI-')).toEqual(['CLI-1']);
    expect(await storedReferences('BONUS-CLI')).toEqual([]);
  });

  it('exits 0 when every row of a JSON file is imported or a duplicate, with a path relative to INIT_CWD', async () => {
    write(
      'bank.json',
      JSON.stringify([
        { promoCode: 'SPEND118', referenceNo: 'CLI-1', transactionDateTime: '2026-11-20T10:00:00+08:00', value: 1 },
        { customerNo: '7012340006', referenceNo: 'CLI-5', transactionDateTime: '2026-11-20T10:00:00Z', value: 250 },
      ]),
    );
    const outcome = await importFile(['bank.json'], { INIT_CWD: dir });
    expect(outcome).toMatchObject({ code: 0, stderr: '' });
    expect(outcome.stdout).toContain('Imported 1 transaction from bank.json.');
    expect(outcome.stdout).toContain('Duplicates skipped: 1 (1 already in the database, 0 repeated in the file).');
    expect(outcome.stdout).toContain('Bad rows: 0.');
    expect(await storedReferences('CLI-')).toEqual(['CLI-1', 'CLI-5']);
  });

  it('decision 0009: refuses while another process holds the data directory, and imports nothing', async () => {
    const file = write('locked.csv', [HEADER, 'SPEND042,LOCKED-1,2026-11-20T10:00:00+08:00,1,'].join('\n'));
    // This test process plays the running server: it holds the lock the server takes.
    const lock = lockDataDir(dataDir);
    let outcome: Outcome;
    try {
      outcome = await importFile([file]);
    } finally {
      lock.release();
    }
    expect(outcome.code).toBe(2);
    expect(outcome.stdout).toBe('');
    expect(outcome.stderr).toContain(
      `The data directory ${dataDir} is in use by another portal process (PID ${process.pid})`,
    );
    expect(outcome.stderr).toContain('The embedded database (PGlite) cannot be shared between processes');
    expect(outcome.stderr).toContain('stop the server, run the import again');
    expect(await storedReferences('LOCKED-')).toEqual([]);
  });

  it.each([
    [[], 'Usage: npm run import -- <file.csv|file.json>'],
    [['missing.csv'], 'no such file or directory'],
  ])('exits 2 and imports nothing when it cannot run: %j', async (args, message) => {
    const outcome = await importFile(args, { INIT_CWD: dir });
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain(message);
  });

  it('exits 2 on a file it cannot read as a whole (an unknown column), before touching the database', async () => {
    const file = write(
      'typo.csv',
      ['promoCode,referenceNo,transactionDateTime,value,mccId', 'SPEND042,TYPO-1,x,1,1'].join('\n'),
    );
    const outcome = await importFile([file]);
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain(`${file}: line 1: unknown column 'mccId'`);
    expect(outcome.stderr).toContain('Nothing was imported.');
  });
});
