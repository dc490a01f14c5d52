import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { egcCodeKeyIdOf } from '../platform/egc-codes/egc-code-keys';
import { openText, sealText } from '../platform/egc-codes/egc-code-seal';
import { freePort, startServerProcess } from '../testing/server-process';
import { EGC_CODE_KEY_FILE, egcCodeKeyBytesOf, loadEgcCodeKeys } from './egc-code-key';
import { type ConfigError, parseEnv } from './server-config';

// Decision 0170: where the eGC code keys come from, and the refusal to start without one where one is required.

const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'egc-key-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const problemsOf = (env: NodeJS.ProcessEnv): readonly string[] => {
  try {
    parseEnv(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
};

const KEY = randomBytes(32);

describe('EGC_CODE_KEY and its companions (decision 0170)', () => {
  it('takes 32 bytes as 64 hex digits, base64 or base64url; nothing shorter, longer or else', () => {
    for (const text of [KEY.toString('hex'), KEY.toString('base64'), KEY.toString('base64url')]) {
      expect(egcCodeKeyBytesOf(text)?.equals(KEY)).toBe(true);
    }
    for (const text of [
      '',
      'secret',
      randomBytes(16).toString('base64'),
      randomBytes(33).toString('hex'),
      'é'.repeat(44),
    ]) {
      expect(egcCodeKeyBytesOf(text)).toBeUndefined();
    }
  });

  it.each([
    [{ NODE_ENV: 'production' }, 'EGC_CODE_KEY is required in production'],
    [{ DATABASE_URL: 'postgres://db/portal' }, 'EGC_CODE_KEY is required in production and with DATABASE_URL'],
    [{ EGC_CODE_KEY: 'short' }, 'EGC_CODE_KEY must be 32 bytes as 64 hex digits or base64 (openssl rand -base64 32)'],
    [
      { EGC_CODE_KEY_ID: 'a:b', EGC_CODE_KEY: KEY.toString('hex') },
      'EGC_CODE_KEY_ID must be 1 to 32 letters, digits, - or _',
    ],
    [{ EGC_CODE_KEY_ID: 'k1' }, 'EGC_CODE_KEY_ID names EGC_CODE_KEY, which is not set'],
    [{ EGC_CODE_KEYS_OLD: 'old:short' }, 'EGC_CODE_KEYS_OLD must be a comma-separated list of id:key'],
  ])('refuses %o with a clear message', (env, message) => {
    expect(problemsOf(env).some((problem) => problem.startsWith(message))).toBe(true);
  });

  it('accepts production and PostgreSQL with a key, and development without one', () => {
    const key = KEY.toString('base64');
    expect(problemsOf({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/portal', EGC_CODE_KEY: key })).toEqual([]);
    expect(problemsOf({})).toEqual([]);
  });

  it('names the key by EGC_CODE_KEY_ID or its fingerprint; EGC_CODE_KEYS_OLD keys only open', () => {
    const old = randomBytes(32);
    const other = randomBytes(32);
    const env = parseEnv({
      EGC_CODE_KEY: KEY.toString('hex'),
      EGC_CODE_KEYS_OLD: `old1:${old.toString('base64')}, ${other.toString('hex')}`,
    });
    const keys = loadEgcCodeKeys(env, newDir());
    expect(keys.current.id).toBe(egcCodeKeyIdOf(KEY));
    expect([...keys.older.keys()].sort()).toEqual(['old1', egcCodeKeyIdOf(other)].sort());
    const named = loadEgcCodeKeys(parseEnv({ EGC_CODE_KEY: KEY.toString('hex'), EGC_CODE_KEY_ID: 'k2026' }), newDir());
    expect(named.current.id).toBe('k2026');
  });

  it('without EGC_CODE_KEY, a key file is made once in DATA_DIR, readable by its owner only, and reused', () => {
    const dataDir = join(newDir(), 'data');
    const first = loadEgcCodeKeys({}, dataDir);
    expect(readdirSync(dataDir)).toEqual([EGC_CODE_KEY_FILE]);
    expect(statSync(join(dataDir, EGC_CODE_KEY_FILE)).mode & 0o777).toBe(0o600);
    const again = loadEgcCodeKeys({}, dataDir);
    expect(again.current.key.equals(first.current.key)).toBe(true);
    expect(again.current.id).toBe(first.current.id);
    expect(loadEgcCodeKeys({}, newDir()).current.key.equals(first.current.key)).toBe(false);
  });

  it('moving from the key file to EGC_CODE_KEY keeps what the file sealed readable', () => {
    const dataDir = newDir();
    const sealed = sealText(loadEgcCodeKeys({}, dataDir), 'EGC-AAAA-BBBB', 'egc-code');
    const keys = loadEgcCodeKeys({ EGC_CODE_KEY: KEY.toString('base64') }, dataDir);
    expect(keys.current.key.equals(KEY)).toBe(true);
    expect(openText(keys, sealed, 'egc-code')).toBe('EGC-AAAA-BBBB');
  });

  it('a key file that does not hold a key stops the start with its path', () => {
    const dataDir = newDir();
    writeFileSync(join(dataDir, EGC_CODE_KEY_FILE), 'not a key\n');
    expect(() => loadEgcCodeKeys({}, dataDir)).toThrow(`${join(dataDir, EGC_CODE_KEY_FILE)} does not hold`);
  });

  it('the server refuses to start in production without EGC_CODE_KEY, saying why, and opens no database', async () => {
    const dataDir = newDir();
    const server = startServerProcess(await freePort(), {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      EGC_CODE_KEY: '',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('EGC_CODE_KEY is required in production and with DATABASE_URL');
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
