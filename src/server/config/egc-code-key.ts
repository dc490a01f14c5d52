import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  EGC_CODE_KEY_BYTES,
  EGC_CODE_KEY_ID_PATTERN,
  type EgcCodeKey,
  type EgcCodeKeys,
  egcCodeKeyIdOf,
  egcCodeKeys,
} from '../platform/egc-codes/egc-code-keys';

// Decision 0170: where the eGC code keys come from. EGC_CODE_KEY (32 bytes as 64 hex digits or base64), named by
// EGC_CODE_KEY_ID or its fingerprint; EGC_CODE_KEYS_OLD the keys a rotation replaced (decision 0171), still opening
// what they sealed: `id:key,id:key` (or bare keys, named by fingerprint). Required in production and on
// PostgreSQL (where instances share the database, so they must share the key); elsewhere a key file made once in
// DATA_DIR, readable by its owner only.

/** The key file's name in DATA_DIR. */
export const EGC_CODE_KEY_FILE = 'egc-code-key';

/** The 32 bytes a key's text stands for; undefined when it is not 32 bytes as hex or base64. */
export function egcCodeKeyBytesOf(text: string): Buffer | undefined {
  const trimmed = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : /^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)
      ? Buffer.from(trimmed, 'base64')
      : undefined;
  return bytes?.length === EGC_CODE_KEY_BYTES ? bytes : undefined;
}

const oldKeyOf = (entry: string): EgcCodeKey | undefined => {
  const [first, second, ...rest] = entry.trim().split(':');
  if (rest.length > 0 || first === undefined) return undefined;
  const id = second === undefined ? undefined : first;
  const bytes = egcCodeKeyBytesOf(second ?? first);
  if (bytes === undefined || (id !== undefined && !EGC_CODE_KEY_ID_PATTERN.test(id))) return undefined;
  return { id: id ?? egcCodeKeyIdOf(bytes), key: bytes };
};

/** EGC_CODE_KEYS_OLD's keys; undefined when an entry is not `id:key` or a bare key. */
export function oldEgcCodeKeysOf(text: string): EgcCodeKey[] | undefined {
  const keys = text
    .split(',')
    .filter((entry) => entry.trim() !== '')
    .map(oldKeyOf);
  return keys.every((key) => key !== undefined) ? keys : undefined;
}

export interface EgcCodeKeySettings {
  readonly EGC_CODE_KEY?: string;
  readonly EGC_CODE_KEY_ID?: string;
  readonly EGC_CODE_KEYS_OLD?: string;
}

/** Why these settings cannot start a server; empty when they can. */
export function egcCodeKeyProblems(
  settings: EgcCodeKeySettings & { readonly NODE_ENV: string; readonly DATABASE_URL?: string },
): string[] {
  const problems: string[] = [];
  if (settings.EGC_CODE_KEY === undefined && (settings.NODE_ENV === 'production' || settings.DATABASE_URL)) {
    problems.push(
      'EGC_CODE_KEY is required in production and with DATABASE_URL: the key that encrypts eGC codes, 32 random ' +
        'bytes as base64 or hex (openssl rand -base64 32), the same on every instance (decision 0170)',
    );
  }
  if (settings.EGC_CODE_KEY_ID !== undefined && settings.EGC_CODE_KEY === undefined) {
    problems.push('EGC_CODE_KEY_ID names EGC_CODE_KEY, which is not set');
  }
  return problems;
}

/** The key file in DATA_DIR, made with 32 random bytes on the first call (mode 0600) and read after. */
function keyFileKey(dataDir: string): Buffer {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, EGC_CODE_KEY_FILE);
  try {
    writeFileSync(path, `${randomBytes(EGC_CODE_KEY_BYTES).toString('base64')}\n`, {
      mode: 0o600,
      flag: 'wx',
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const bytes = egcCodeKeyBytesOf(readFileSync(path, 'utf8'));
  if (bytes === undefined) throw new Error(`${path} does not hold a 32-byte eGC code key`);
  return bytes;
}

/**
 * The ring a server (or command) seals and opens with. With EGC_CODE_KEY set, a key file a development start
 * made earlier still opens what it sealed. Call only with settings that passed egcCodeKeyProblems.
 */
export function loadEgcCodeKeys(settings: EgcCodeKeySettings, dataDir: string): EgcCodeKeys {
  const older = settings.EGC_CODE_KEYS_OLD === undefined ? [] : (oldEgcCodeKeysOf(settings.EGC_CODE_KEYS_OLD) ?? []);
  const fromEnv = settings.EGC_CODE_KEY === undefined ? undefined : egcCodeKeyBytesOf(settings.EGC_CODE_KEY);
  if (fromEnv === undefined) {
    const key = keyFileKey(dataDir);
    return egcCodeKeys({ id: egcCodeKeyIdOf(key), key }, older);
  }
  const current = { id: settings.EGC_CODE_KEY_ID ?? egcCodeKeyIdOf(fromEnv), key: fromEnv };
  const kept = readKeptKeyFile(dataDir);
  const keptOlder = kept === undefined || kept.equals(fromEnv) ? [] : [{ id: egcCodeKeyIdOf(kept), key: kept }];
  return egcCodeKeys(current, [...older, ...keptOlder]);
}

function readKeptKeyFile(dataDir: string): Buffer | undefined {
  try {
    return egcCodeKeyBytesOf(readFileSync(join(dataDir, EGC_CODE_KEY_FILE), 'utf8'));
  } catch {
    return undefined;
  }
}
