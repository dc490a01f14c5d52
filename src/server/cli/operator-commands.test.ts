import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseKind, type OpenDatabase, openPglite, openPostgres } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { openEgcCode } from '../platform/egc-codes/egc-code-columns';
import { egcCodeKeys } from '../platform/egc-codes/egc-code-keys';
import { ensureSigningKeys } from '../platform/keys/shared-keys';
import { enqueueMessage } from '../platform/outbox.repository';
import { openTestEgcCode, TEST_EGC_CODE_KEY_TEXT, TEST_EGC_CODE_KEYS } from '../testing/egc-code-keys';
import { createScratchDatabase, TEST_DATABASE_KINDS } from '../testing/test-database';
import { seedTestDemo, TEST_NOW } from '../testing/test-seed';

// Decisions 0090 and 0091: `npm run outbox` shows the outbox and re-drives failed messages; `npm run keys:rotate`
// makes a new signing key. Real child processes on the server's database configuration.

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function runCli(script: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, script), ...args], {
    env: { ...process.env, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

interface Target {
  readonly env: NodeJS.ProcessEnv;
  open(): Promise<OpenDatabase>;
  remove(): Promise<void>;
}

async function target(kind: DatabaseKind): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'operator-'));
  if (kind === 'pglite') {
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '', SESSION_SECRET: '', EGC_CODE_KEY: TEST_EGC_CODE_KEY_TEXT },
      open: () => openPglite({ dataDir }),
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const scratch = await createScratchDatabase('operator');
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url, SESSION_SECRET: '', EGC_CODE_KEY: TEST_EGC_CODE_KEY_TEXT },
    open: async () => openPostgres(scratch.url, { poolSize: 1 }),
    async remove() {
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(TEST_DATABASE_KINDS)('the operator commands on %s', (kind) => {
  let db: Target;
  let failedIds: number[] = [];
  let waitingId = 0;
  const nextAttemptAt = new Date(Date.now() + 3_600_000);

  beforeAll(async () => {
    db = await target(kind);
    const database = await db.open();
    await migrateToLatest(database.db, { egcCodeKeys: TEST_EGC_CODE_KEYS });
    await seedTestDemo(database.db);
    await ensureSigningKeys(database.db, TEST_NOW);
    const message = { channel: 'sms', recipient: '09171234567', subject: '', body: 'Code 1234' } as const;
    failedIds = [
      await enqueueMessage(database.db, message, TEST_NOW),
      await enqueueMessage(database.db, message, TEST_NOW),
    ];
    waitingId = await enqueueMessage(database.db, message, TEST_NOW);
    await database.db
      .updateTable('outbox')
      .set({ failed_at: TEST_NOW, attempts: 10, last_error: 'HTTP 503' })
      .where('id', 'in', failedIds)
      .execute();
    // Decision 0153: a message waiting out a gateway's outage, and a code that expired meanwhile.
    await database.db
      .updateTable('outbox')
      .set({ attempts: 3, last_error: 'SMS webhook answered HTTP 503', next_attempt_at: nextAttemptAt })
      .where('id', '=', waitingId)
      .execute();
    const dropped = await enqueueMessage(database.db, { ...message, priority: 'one-time-code' }, TEST_NOW);
    await database.db.updateTable('outbox').set({ dropped_at: TEST_NOW }).where('id', '=', dropped).execute();
    await database.close();
  });
  afterAll(async () => db.remove());

  it('npm run outbox -- status: the counts, each waiting and each failed message with its attempts and last error', async () => {
    const run = await runCli('outbox.ts', ['status'], db.env);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^waiting 1 \(sending now 0\), failed 2, dropped 1, sent 0; oldest waiting since /);
    expect(run.stdout).toContain(
      `waiting #${waitingId} standard/sms, written ${TEST_NOW.toISOString()}, ` +
        `next attempt ${nextAttemptAt.toISOString()}, 3 attempts, last: SMS webhook answered HTTP 503`,
    );
    for (const id of failedIds) {
      expect(run.stdout).toContain(
        `failed #${id} standard/sms, written ${TEST_NOW.toISOString()}, 10 attempts, last: HTTP 503`,
      );
    }
  });

  it('npm run outbox -- redrive <id>: that failed message is due again with a full set of attempts', async () => {
    const run = await runCli('outbox.ts', ['redrive', String(failedIds[0])], db.env);
    expect(run).toMatchObject({ code: 0, stdout: 'Re-drove 1 failed message: due now, with 10 attempts each.\n' });
    const database = await db.open();
    const rows = await database.db.selectFrom('outbox').select(['id', 'failed_at', 'attempts']).orderBy('id').execute();
    await database.close();
    expect(rows.filter((row) => row.failed_at === null).map((row) => row.id)).toContain(failedIds[0]);
    expect(rows.find((row) => row.id === failedIds[0])?.attempts).toBe(0);
    expect(rows.find((row) => row.id === failedIds[1])?.failed_at).not.toBeNull();
  });

  it('an id that names no failed message is said so (exit 1); --all re-drives the rest', async () => {
    const missing = await runCli('outbox.ts', ['redrive', '999999'], db.env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('1 of the ids named no failed message.');
    const all = await runCli('outbox.ts', ['redrive', '--all'], db.env);
    expect(all).toMatchObject({ code: 0, stdout: 'Re-drove 1 failed message: due now, with 10 attempts each.\n' });
  });

  it.each([[[]], [['send']], [['redrive']], [['redrive', 'x']], [['status', 'more']]])(
    'npm run outbox with %j prints the usage (exit 2)',
    async (args) => {
      const run = await runCli('outbox.ts', args, db.env);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain('Usage: npm run outbox -- status');
    },
  );

  it('npm run keys:rotate: a second key, signing in 90 s, the first verifying for 24 hours more', async () => {
    const before = Date.now();
    const run = await runCli('rotate-keys.ts', [], db.env);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^Signing key 2 made: it signs from \S+ \(in 1\.5 minutes\); the earlier keys verify until \S+\.\n/,
    );
    // Decision 0171: every eGC code is already under EGC_CODE_KEY: nothing to seal again.
    expect(run.stdout).toContain('sealed again 0 eGC codes and 0 outbox bodies');
    const database = await db.open();
    const keys = await database.db.selectFrom('signing_keys').selectAll().orderBy('generation').execute();
    await database.close();
    expect(keys.map((key) => key.generation)).toEqual([1, 2]);
    expect(keys[1]?.activates_at.getTime()).toBeGreaterThanOrEqual(before + 90_000);
    expect((keys[0]?.retires_at?.getTime() ?? 0) - (keys[1]?.activates_at.getTime() ?? 0)).toBe(24 * 3_600_000);
  });

  it('npm run keys:rotate -- --egc-codes-only: every eGC code sealed again under the new EGC_CODE_KEY, the old one in EGC_CODE_KEYS_OLD; again, nothing', async () => {
    const newKey = randomBytes(32);
    const env = {
      ...db.env,
      EGC_CODE_KEY: newKey.toString('hex'),
      EGC_CODE_KEY_ID: 'k2027',
      EGC_CODE_KEYS_OLD: TEST_EGC_CODE_KEY_TEXT,
    };
    const database = await db.open();
    const before = await database.db
      .selectFrom('order_items')
      .select(['id', 'egc_code_sealed'])
      .orderBy('id')
      .execute();
    await database.close();
    const codes = before.map((row) => openTestEgcCode(row.egc_code_sealed));

    const run = await runCli('rotate-keys.ts', ['--egc-codes-only'], env);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('Signing key');
    expect(run.stdout).toMatch(
      new RegExp(`^eGC code key k2027: sealed again ${codes.length} eGC codes and 0 outbox bodies`),
    );
    expect((await runCli('rotate-keys.ts', ['--egc-codes-only'], env)).stdout).toContain('sealed again 0 eGC codes');

    const after = await db.open();
    const rows = await after.db.selectFrom('order_items').select(['id', 'egc_code_sealed']).orderBy('id').execute();
    await after.close();
    const rotated = egcCodeKeys({ id: 'k2027', key: newKey });
    expect(rows.map((row) => openEgcCode(rotated, row.egc_code_sealed))).toEqual(codes);

    // Without the old key, what is still under it cannot be opened: the command says which key, and exits 1.
    const lost = await runCli('rotate-keys.ts', ['--egc-codes-only'], {
      ...db.env,
      EGC_CODE_KEY: randomBytes(32).toString('hex'),
    });
    expect(lost.code).toBe(1);
    expect(lost.stderr).toContain('sealed with eGC code key k2027, which is not loaded');
  });

  it.each([
    [['--grace-hours']],
    [['--grace-hours', '0']],
    [['--grace-hours', '721']],
    [['--grace', '2']],
    [['--egc-codes-only', '--grace-hours', '2']],
  ])('npm run keys:rotate with %j prints the usage (exit 2)', async (args) => {
    const run = await runCli('rotate-keys.ts', args, db.env);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Usage: npm run keys:rotate');
  });
});
