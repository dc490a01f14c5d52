import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCall } from '../../contract/auth';
import { buildPath } from '../../contract/envelope';
import type { TrustProxy } from '../config/trust-proxy';
import { DEMO_CAMPAIGN_ID } from '../db/seed/demo-campaign';
import { openTestApp, type TestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { clientAddressKey } from './client-address';

// Decision 0093: "a spoofed X-Forwarded-For changes no limit in any mode". Register allows 10 a minute per IP
// (decision 0021); each request names another unknown code, so only the per-IP limit counts.

const MODES: readonly (readonly [string, TrustProxy])[] = [
  ['no proxy trusted (the default)', false],
  ['one proxy trusted', ['10.0.0.5']],
  ['a chain of two trusted proxies', ['10.0.0.5', '10.0.0.0/24']],
];

const cases = TEST_DATABASE_KINDS.flatMap((kind) => MODES.map(([mode, trust]) => [kind, mode, trust] as const));

describe.each(cases)('the client address on %s with %s', (kind, _mode, trustProxy) => {
  let testApp: TestApp;
  let codeNumber = 0;

  beforeAll(async () => {
    testApp = await openTestApp(kind, { trustProxy });
  });
  afterAll(async () => testApp.close());

  const register = (remoteAddress: string, forwardedFor?: string) => {
    codeNumber += 1;
    return testApp.app.inject({
      method: 'POST',
      url: buildPath(registerCall, { id: DEMO_CAMPAIGN_ID }),
      remoteAddress,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      payload: { vouchercode: `ZZXFF${String(codeNumber).padStart(3, '0')}`, id: DEMO_CAMPAIGN_ID },
    });
  };

  /** Eleven requests, each with a different spoofed address: the 11th is refused all the same. */
  async function eleventhStatus(remoteAddress: string, forwarded: (spoof: string) => string): Promise<number[]> {
    const statuses: number[] = [];
    for (let request = 0; request < 11; request += 1) {
      statuses.push((await register(remoteAddress, forwarded(`198.18.0.${request + 1}`))).statusCode);
    }
    return statuses;
  }

  it('a client that writes its own X-Forwarded-For, talking to the server directly, is still counted as itself', async () => {
    const statuses = await eleventhStatus('203.0.113.10', (spoof) => spoof);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('through the proxy, the address the proxy saw counts, not what the client wrote before it', async () => {
    const proxy = '10.0.0.5';
    const statuses = await eleventhStatus(proxy, (spoof) => `${spoof}, 203.0.113.20`);
    expect(statuses[10]).toBe(429);
    // Another client behind the same proxy has limits of its own when the proxy is trusted.
    const other = await register(proxy, '198.18.1.1, 203.0.113.21');
    expect(other.statusCode).toBe(trustProxy === false ? 429 : 200);
  });

  it('an address a client puts after its spoof to look like the proxy changes nothing', async () => {
    const statuses = await eleventhStatus('203.0.113.30', (spoof) => `${spoof}, 10.0.0.5`);
    expect(statuses[10]).toBe(429);
  });
});

describe('the client a per-address limit counts', () => {
  it('an IPv4 address is itself', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('203.0.113.8')).not.toBe(clientAddressKey('203.0.113.7'));
  });

  it('every address of one IPv6 /64 is one client; the next /64 is another', () => {
    const first = clientAddressKey('2001:db8:1:2:aaaa:bbbb:cccc:1');
    expect(clientAddressKey('2001:db8:1:2::ffff')).toBe(first);
    expect(clientAddressKey('2001:DB8:1:2:0:0:0:2')).toBe(first);
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(first);
  });

  it('an IPv4-mapped IPv6 address is its IPv4 address', () => {
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });
});
