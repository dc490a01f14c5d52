import { createHash } from 'node:crypto';

// Decision 0170: the keys that seal eGC codes at rest. They live outside the database (EGC_CODE_KEY, or a key file
// in DATA_DIR in development), so a copy of the database alone opens nothing. Each sealed value names its key, so
// a rotation (decision 0171) seals with the current key while the older ones still open what they sealed.

/** 32 bytes: AES-256. */
export const EGC_CODE_KEY_BYTES = 32;

/** A key id is written into every sealed value, between colons: letters, digits, '-' and '_'. */
export const EGC_CODE_KEY_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export interface EgcCodeKey {
  readonly id: string;
  readonly key: Buffer;
}

export interface EgcCodeKeys {
  /** Seals everything sealed from now on. */
  readonly current: EgcCodeKey;
  /** Keys that only open what they sealed before a rotation, by id. */
  readonly older: ReadonlyMap<string, Buffer>;
}

/**
 * A key's id when the operator names none: a short fingerprint, the same on every instance given the same key.
 * 40 bits of a hash of a 256-bit random key tell nothing about the key.
 */
export const egcCodeKeyIdOf = (key: Buffer): string =>
  `k${createHash('sha256').update('egc-code-key-id:').update(key).digest('hex').slice(0, 10)}`;

/** The ring; refuses keys of the wrong length and two different keys under one id. */
export function egcCodeKeys(current: EgcCodeKey, older: readonly EgcCodeKey[] = []): EgcCodeKeys {
  const byId = new Map<string, Buffer>();
  for (const key of [current, ...older]) {
    if (key.key.length !== EGC_CODE_KEY_BYTES)
      throw new Error(`eGC code key ${key.id} is not ${EGC_CODE_KEY_BYTES} bytes`);
    if (!EGC_CODE_KEY_ID_PATTERN.test(key.id)) throw new Error(`eGC code key id ${key.id} has other characters`);
    const known = byId.get(key.id);
    if (known !== undefined && !known.equals(key.key)) throw new Error(`two eGC code keys are named ${key.id}`);
    byId.set(key.id, key.key);
  }
  byId.delete(current.id);
  return { current, older: byId };
}

/** The key with this id, current or older; undefined when this ring does not hold it. */
export const egcCodeKeyById = (keys: EgcCodeKeys, id: string): Buffer | undefined =>
  id === keys.current.id ? keys.current.key : keys.older.get(id);

/** Every key of the ring, the current one first. */
export const everyEgcCodeKey = (keys: EgcCodeKeys): readonly EgcCodeKey[] => [
  keys.current,
  ...[...keys.older].map(([id, key]) => ({ id, key })),
];
