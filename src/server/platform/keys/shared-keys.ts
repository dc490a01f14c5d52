import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type KeyRing, keyRingAt, type StoredKey } from './key-ring';
import { insertFirstSigningKey, insertRotatedSigningKey, listSigningKeys } from './signing-keys.repository';

// Decision 0091: with no SESSION_SECRET the keys live in the database, so every instance signs and verifies with
// the same ones. Each instance reloads them every KEY_REFRESH_MS; a rotated-in key only starts signing after
// KEY_PROPAGATION_MS, by when every instance has loaded it and accepts what it signs.

const KEY_REFRESH_MS = 30_000;
export const KEY_PROPAGATION_MS = 3 * KEY_REFRESH_MS;
/** The longest-lived value signed with a key is an admin look-up token (an hour); a day leaves room. */
export const DEFAULT_KEY_GRACE_MS = 24 * 60 * 60_000;

const newSecret = () => randomBytes(32).toString('base64url');

/** Creates the first key unless one exists. `initialSecret`: a secret an earlier version kept in DATA_DIR. */
export async function ensureSigningKeys(db: Kysely<Database>, now: Date, initialSecret?: string): Promise<void> {
  if ((await listSigningKeys(db)).length > 0) return;
  await insertFirstSigningKey(db, initialSecret ?? newSecret(), now);
}

export interface RotationResult {
  readonly generation: number;
  readonly activatesAt: Date;
  readonly retireOthersAt: Date;
}

/** A new key that signs from `now + KEY_PROPAGATION_MS`; the earlier ones are accepted `graceMs` beyond that. */
export async function rotateSigningKeys(db: Kysely<Database>, now: Date, graceMs: number): Promise<RotationResult> {
  const activatesAt = new Date(now.getTime() + KEY_PROPAGATION_MS);
  const retireOthersAt = new Date(activatesAt.getTime() + graceMs);
  const generation = await db
    .transaction()
    .execute((trx) => insertRotatedSigningKey(trx, { secret: newSecret(), activatesAt, retireOthersAt }, now));
  return { generation, activatesAt, retireOthersAt };
}

interface KeyRingLog {
  error(details: object, message: string): void;
}

export interface SharedKeyRing {
  /** The ring now; cheap, called per request. */
  readonly keys: () => KeyRing;
  /** Reloads the keys every `everyMs`; a failed reload keeps the loaded keys and is logged. */
  keepFresh(log: KeyRingLog, everyMs?: number): { stop(): void };
}

/** Loads the database's keys (ensureSigningKeys made the first one). */
export async function loadSharedKeyRing(
  db: Kysely<Database>,
  clock: () => Date = () => new Date(),
): Promise<SharedKeyRing> {
  let stored: readonly StoredKey[] = await listSigningKeys(db);
  keyRingAt(stored, clock());
  return {
    keys: () => keyRingAt(stored, clock()),
    keepFresh(log, everyMs = KEY_REFRESH_MS) {
      const timer = setInterval(() => {
        listSigningKeys(db).then(
          (keys) => {
            stored = keys;
          },
          (error: unknown) => log.error({ err: error }, 'signing keys: reload failed, keeping the loaded ones'),
        );
      }, everyMs);
      timer.unref();
      return { stop: () => clearInterval(timer) };
    },
  };
}
