import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

// Decision 9: one process per PGlite data directory.

const holders: ChildProcess[] = [];
afterEach(() => {
  for (const holder of holders.splice(0)) holder.kill('SIGKILL');
});

/** Another process that holds the lock until killed. */
async function holdLockInAnotherProcess(dataDir: string): Promise<ChildProcess> {
  const holder = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('${join(import.meta.dirname, 'data-dir-lock.ts')}').then((m) => { m.lockDataDir(process.argv[1]); console.log('locked'); setInterval(() => {}, 1000); })`,
      dataDir,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  holders.push(holder);
  await new Promise<void>((resolve) => holder.stdout?.once('data', () => resolve()));
  return holder;
}

describe('the PGlite data directory lock', () => {
  it('refuses a second process with a message naming the directory and the holder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lock-'));
    const holder = await holdLockInAnotherProcess(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(`in use by another portal process (PID ${holder.pid})`);
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lock-'));
    writeFileSync(join(dataDir, 'portal.lock'), '999999999');
    const lock = lockDataDir(dataDir);
    expect(existsSync(join(dataDir, 'portal.lock'))).toBe(true);
    lock.release();
    expect(existsSync(join(dataDir, 'portal.lock'))).toBe(false);
  });
});
