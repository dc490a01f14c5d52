import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpenDatabase } from '../../db/database';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../../testing/test-database';
import {
  DEFAULT_KEY_GRACE_MS,
  ensureSigningKeys,
  KEY_PROPAGATION_MS,
  loadSharedKeyRing,
  rotateSigningKeys,
} from './shared-keys';
import { listSigningKeys } from './signing-keys.repository';

// Decision 0091: without SESSION_SECRET the signing keys live in the database, made once by whichever instance
// starts first, and rotated with a grace period.

const NOW = new Date('2026-11-21T04:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const silentLog = () => ({ error: vi.fn() });

describe.each(TEST_DATABASE_KINDS)('shared signing keys on %s', (kind) => {
  let database: OpenDatabase;
  beforeEach(async () => {
    database = await openTestDatabase(kind);
  });
  afterEach(async () => database.close());

  it('instances starting together end up with one first key, the same for all', async () => {
    await Promise.all([1, 2, 3].map(() => ensureSigningKeys(database.db, NOW)));
    const keys = await listSigningKeys(database.db);
    expect(keys).toHaveLength(1);
    const rings = await Promise.all([1, 2].map(async () => (await loadSharedKeyRing(database.db, () => NOW)).keys()));
    expect(rings[0]).toEqual(rings[1]);
    expect(rings[0]?.current).toBe(keys[0]?.secret);
  });

  it('a restart keeps the key; an embedded database takes over a secret an earlier version kept', async () => {
    await ensureSigningKeys(database.db, NOW, 'kept-by-an-earlier-version-0000000000');
    await ensureSigningKeys(database.db, later(1000), 'another-secret-0000000000000000000000');
    expect((await loadSharedKeyRing(database.db, () => NOW)).keys().current).toBe(
      'kept-by-an-earlier-version-0000000000',
    );
  });

  it('a rotation signs with the new key only after every instance has loaded it, and accepts the old one for the grace period', async () => {
    await ensureSigningKeys(database.db, NOW);
    let now = NOW;
    const ring = await loadSharedKeyRing(database.db, () => now);
    const refresh = ring.keepFresh(silentLog(), 20);
    const before = ring.keys();

    const rotation = await rotateSigningKeys(database.db, NOW, DEFAULT_KEY_GRACE_MS);
    expect(rotation).toEqual({
      generation: 2,
      activatesAt: later(KEY_PROPAGATION_MS),
      retireOthersAt: later(KEY_PROPAGATION_MS + DEFAULT_KEY_GRACE_MS),
    });
    // Another instance's rotation reaches this one at its next reload: accepted at once, signing later.
    await vi.waitFor(() => expect(ring.keys().accepted).toHaveLength(2));
    expect(ring.keys().current).toBe(before.current);

    now = rotation.activatesAt;
    expect(ring.keys().current).not.toBe(before.current);
    expect(ring.keys().accepted).toEqual([ring.keys().current, before.current]);

    now = rotation.retireOthersAt;
    expect(ring.keys().accepted).toEqual([ring.keys().current]);
    refresh.stop();
  });

  it('a later rotation drops the keys whose grace is over', async () => {
    await ensureSigningKeys(database.db, NOW);
    await rotateSigningKeys(database.db, NOW, 1_000);
    await rotateSigningKeys(database.db, later(KEY_PROPAGATION_MS + 2_000), 1_000);
    expect((await listSigningKeys(database.db)).map((key) => key.generation)).toEqual([3, 2]);
  });
});
