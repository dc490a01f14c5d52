import { describe, expect, it } from 'vitest';
import { checkProviderSignature, providerSignature } from './provider-signature';

const SECRET = 'provider-secret-provider-secret-000';
const NOW = new Date('2026-11-21T04:00:00Z');
const NOW_SECONDS = String(NOW.getTime() / 1000);
const BODY = Buffer.from('{"events":[]}');

const signed = (overrides: { timestamp?: string; signature?: string; rawBody?: Buffer } = {}) => {
  const timestamp = overrides.timestamp ?? NOW_SECONDS;
  return {
    timestamp,
    signature: overrides.signature ?? `sha256=${providerSignature(SECRET, timestamp, BODY)}`,
    rawBody: overrides.rawBody ?? BODY,
  };
};

describe('the provider signature (HMAC-SHA256 of `<X-Timestamp>.<raw body>`, docs/provider-egc-status.md)', () => {
  it('accepts the signature of the body as sent, within five minutes either way, its hex in either case', () => {
    expect(checkProviderSignature(SECRET, signed(), NOW)).toEqual({ ok: true, signedAt: NOW });
    const early = String(NOW.getTime() / 1000 - 299);
    expect(checkProviderSignature(SECRET, signed({ timestamp: early }), NOW).ok).toBe(true);
    const ahead = String(NOW.getTime() / 1000 + 299);
    expect(checkProviderSignature(SECRET, signed({ timestamp: ahead }), NOW).ok).toBe(true);
    const upper = signed();
    expect(
      checkProviderSignature(SECRET, { ...upper, signature: `sha256=${upper.signature.slice(7).toUpperCase()}` }, NOW)
        .ok,
    ).toBe(true);
  });

  it.each([
    [
      'an old timestamp (replay window)',
      signed({ timestamp: String(NOW.getTime() / 1000 - 301) }),
      'more than 5 minutes',
    ],
    ['a timestamp far ahead', signed({ timestamp: String(NOW.getTime() / 1000 + 301) }), 'more than 5 minutes'],
    ['no timestamp', { ...signed(), timestamp: undefined }, 'unix seconds'],
    ['a timestamp in milliseconds written as a date', signed({ timestamp: '2026-11-21T04:00:00Z' }), 'unix seconds'],
    ['no signature', { ...signed(), signature: undefined }, 'sha256=<64 hex digits>'],
    [
      'a signature without its sha256= prefix',
      signed({ signature: providerSignature(SECRET, NOW_SECONDS, BODY) }),
      'sha256=',
    ],
    [
      'another secret',
      signed({ signature: `sha256=${providerSignature('another', NOW_SECONDS, BODY)}` }),
      'does not match',
    ],
    ['a body changed after signing', signed({ rawBody: Buffer.from('{"events": []}') }), 'does not match'],
    [
      'the same body signed at another time',
      signed({ signature: `sha256=${providerSignature(SECRET, String(Number(NOW_SECONDS) - 1), BODY)}` }),
      'does not match',
    ],
  ])('refuses %s', (_name, request, reason) => {
    const check = checkProviderSignature(SECRET, request, NOW);
    expect(check.ok).toBe(false);
    expect(check.ok ? '' : check.reason).toContain(reason);
  });
});
