import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedKeyRing } from '../platform/keys/key-ring';
import { sha256Hex } from '../platform/token-crypto';
import { LOOKUP_TOKEN_LIFETIME_MS, readLookupToken, signLookupToken } from './lookup-token';

const SECRET = fixedKeyRing('test-secret-test-secret-test-secret-000');
const NOW = new Date('2026-11-21T04:00:00Z');
const SESSION = sha256Hex('an admin session id');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

describe('decision 0033: the admin look-up token (HMAC-signed cardholder id and expiry, 1 hour)', () => {
  it('names the cardholder it was made for', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (id) => {
        expect(readLookupToken(SECRET, SESSION, signLookupToken(SECRET, SESSION, id, NOW), NOW)).toBe(id);
      }),
    );
  });

  it.each([
    [LOOKUP_TOKEN_LIFETIME_MS - 1000, 42],
    [LOOKUP_TOKEN_LIFETIME_MS, undefined],
    [LOOKUP_TOKEN_LIFETIME_MS + 1000, undefined],
  ])('read %i ms after it was made: %s', (elapsed, expected) => {
    expect(readLookupToken(SECRET, SESSION, signLookupToken(SECRET, SESSION, 42, NOW), at(elapsed))).toBe(expected);
  });

  it('decision 0183: a token works only in the admin session that got it', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.integer({ min: 1, max: 2 ** 31 - 1 }), (mine, theirs, id) => {
        fc.pre(mine !== theirs);
        const token = signLookupToken(SECRET, sha256Hex(mine), id, NOW);
        expect(readLookupToken(SECRET, sha256Hex(theirs), token, NOW)).toBeUndefined();
      }),
    );
  });

  it('an altered id, expiry or signature, another secret, or garbage is refused', () => {
    const token = signLookupToken(SECRET, SESSION, 42, NOW);
    const [id, expiry, signature] = token.split('.') as [string, string, string];
    const read = (value: string, keys = SECRET) => readLookupToken(keys, SESSION, value, NOW);
    expect(read(`43.${expiry}.${signature}`)).toBeUndefined();
    expect(read(`${id}.${Number(expiry) + 3600}.${signature}`)).toBeUndefined();
    expect(read(`${id}.${expiry}.${signature.replace(/.$/, 'x')}`)).toBeUndefined();
    expect(read(token, fixedKeyRing('another-secret-another-secret-000000'))).toBeUndefined();
    for (const garbage of ['', '42', '42.1', `${token}.x`, `-1.${expiry}.${signature}`, 'a.b.c']) {
      expect(read(garbage)).toBeUndefined();
    }
  });
});
