import { describe, expect, it } from 'vitest';
import { hmacHex, purposeKey, randomToken, sameDigest, sha256Hex } from './token-crypto';

describe('tokens and digests (decision 0010: "random 128 bits, stored hashed")', () => {
  it('a token is 128 random bits in base64url, and no two are alike', () => {
    const tokens = Array.from({ length: 1000 }, randomToken);
    for (const token of tokens) expect(token).toMatch(/^[\w-]{22}$/);
    expect(Buffer.from(tokens[0] ?? '', 'base64url')).toHaveLength(16);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('HMAC-SHA-256 matches RFC 4231 test case 2, and SHA-256 the FIPS 180 "abc" vector', () => {
    expect(hmacHex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('each purpose gets its own key from the one secret', () => {
    expect(purposeKey('secret', 'otp-code')).not.toBe(purposeKey('secret', 'login-link'));
    expect(purposeKey('secret', 'otp-code')).not.toBe(purposeKey('other', 'otp-code'));
  });

  it.each([
    ['abc', 'abc', true],
    ['abc', 'abd', false],
    ['abc', 'abcd', false],
    ['', '', true],
  ])('sameDigest(%s, %s) is %s', (a, b, same) => {
    expect(sameDigest(a, b)).toBe(same);
  });
});
