import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedKeyRing } from './keys/key-ring';
import { LOOKUP_TOKEN_LIFETIME_MS, readLookupToken, signLookupToken } from './lookup-token';

const SECRET = fixedKeyRing('test-secret-test-secret-test-secret-000');
const NOW = new Date('2026-11-21T04:00:00Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

describe('decision 0012: the admin look-up token (HMAC-signed cardholder id and expiry, 1 hour)', () => {
  it('names the cardholder it was made for', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (id) => {
        expect(readLookupToken(SECRET, signLookupToken(SECRET, id, NOW), NOW)).toBe(id);
      }),
    );
  });

  it.each([
    [LOOKUP_TOKEN_LIFETIME_MS - 1000, 42],
    [LOOKUP_TOKEN_LIFETIME_MS, undefined],
    [LOOKUP_TOKEN_LIFETIME_MS + 1000, undefined],
  ])('read %i ms after it was made: %s', (elapsed, expected) => {
    expect(readLookupToken(SECRET, signLookupToken(SECRET, 42, NOW), at(elapsed))).toBe(expected);
  });

  it('an altered id, expiry or signature, another secret, or garbage is refused', () => {
    const token = signLookupToken(SECRET, 42, NOW);
    const [id, expiry, signature] = token.split('.') as [string, string, string];
    expect(readLookupToken(SECRET, `43.${expiry}.${signature}`, NOW)).toBeUndefined();
    expect(readLookupToken(SECRET, `${id}.${Number(expiry) + 3600}.${signature}`, NOW)).toBeUndefined();
    expect(readLookupToken(SECRET, `${id}.${expiry}.${signature.replace(/.$/, 'x')}`, NOW)).toBeUndefined();
    expect(readLookupToken(fixedKeyRing('another-secret-another-secret-000000'), token, NOW)).toBeUndefined();
    for (const garbage of ['', '42', '42.1', `${token}.x`, `-1.${expiry}.${signature}`, 'a.b.c']) {
      expect(readLookupToken(SECRET, garbage, NOW)).toBeUndefined();
    }
  });
});
