// Decision 0091: the keys that sign one-time-code hashes, bot-check challenges, login links and look-up tokens.
// New values are signed with the current key; a value signed with any accepted key verifies, so a rotated-out
// key keeps working for its grace period. Pure: the stored keys and the time in, the ring out.

export interface KeyRing {
  /** Signs what is made now. */
  readonly current: string;
  /** Every key a value may be signed with: the current one first, then the newer and the retiring ones. */
  readonly accepted: readonly string[];
}

export interface StoredKey {
  readonly generation: number;
  readonly secret: string;
  /** From this instant instances sign with it; before it they only accept it (decision 0091: propagation). */
  readonly activatesAt: Date;
  /** After this instant it is no longer accepted; null while it is not being retired. */
  readonly retiresAt: Date | null;
}

/** SESSION_SECRET (and the one it replaces, while the operator keeps it set): keys outside the database. */
export function fixedKeyRing(secret: string, previous?: string): KeyRing {
  return { current: secret, accepted: previous ? [secret, previous] : [secret] };
}

/** The ring at `now`: the newest active key signs; every key not yet retired verifies. */
export function keyRingAt(keys: readonly StoredKey[], now: Date): KeyRing {
  const at = now.getTime();
  const live = keys.filter((key) => key.retiresAt === null || key.retiresAt.getTime() > at);
  const active = live.filter((key) => key.activatesAt.getTime() <= at);
  const current = active.reduce<StoredKey | undefined>(
    (newest, key) => (newest === undefined || key.generation > newest.generation ? key : newest),
    undefined,
  );
  if (current === undefined) throw new Error('no active signing key: start the server once to create one');
  const others = live
    .filter((key) => key !== current)
    .sort((a, b) => b.generation - a.generation)
    .map((key) => key.secret);
  return { current: current.secret, accepted: [current.secret, ...others] };
}
