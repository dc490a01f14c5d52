import { describe, expect, it } from 'vitest';
import { fixedKeyRing, keyRingAt, type StoredKey } from './key-ring';

// Decision 0091: the newest active key signs; every key not yet retired verifies.

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 4, minutes));
const key = (generation: number, activatesAt: Date, retiresAt: Date | null = null): StoredKey => ({
  generation,
  secret: `secret-${generation}`,
  activatesAt,
  retiresAt,
});

describe('keyRingAt (decision 0091)', () => {
  const rotated = [key(1, at(0), at(40)), key(2, at(10))];

  it.each([
    ['before the new key activates, the old one signs and both verify', at(5), 'secret-1', ['secret-1', 'secret-2']],
    [
      'once it activates, the new one signs and the old one still verifies',
      at(10),
      'secret-2',
      ['secret-2', 'secret-1'],
    ],
    ['after the grace period only the new one verifies', at(40), 'secret-2', ['secret-2']],
  ])('%s', (_case, now, current, accepted) => {
    expect(keyRingAt(rotated, now)).toEqual({ current, accepted });
  });

  it('with no active key there is nothing to sign with: a setup fault, said plainly', () => {
    expect(() => keyRingAt([key(1, at(10))], at(0))).toThrow(/no active signing key/);
    expect(() => keyRingAt([], at(0))).toThrow(/no active signing key/);
  });

  it('SESSION_SECRET signs; SESSION_SECRET_PREVIOUS only verifies', () => {
    expect(fixedKeyRing('now')).toEqual({ current: 'now', accepted: ['now'] });
    expect(fixedKeyRing('now', 'before')).toEqual({ current: 'now', accepted: ['now', 'before'] });
  });
});
