import { PassThrough } from 'node:stream';
import fc from 'fast-check';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy, type TrustProxy } from '../config/trust-proxy';
import { loggerOptions } from './logging';
import {
  echoRequestId,
  isWellFormedRequestId,
  REQUEST_ID_HEADER,
  requestIdGenerator,
  trustedPeers,
} from './request-id';

// Decision 0221: a request's id is the trusted proxy's well-formed X-Request-ID, else a new UUID; it is in the
// response header and in every log line of the request.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const trust = (text: string): TrustProxy => {
  const parsed = parseTrustProxy(text);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.trustProxy;
};

async function appWithLog(trustProxy: TrustProxy) {
  const stream = new PassThrough();
  const lines: string[] = [];
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').trim().split('\n')));
  const app = Fastify({ logger: loggerOptions('info', stream), genReqId: requestIdGenerator(trustProxy) });
  echoRequestId(app);
  app.get('/api/config', async (request) => {
    request.log.info('reading the config');
    return { ok: true };
  });
  return { app, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('request ids (decision 0221)', () => {
  it("takes the trusted proxy's id, echoes it and logs it in every line of the request", async () => {
    const { app, entries } = await appWithLog(trust('127.0.0.1'));
    const answer = await app.inject({
      url: '/api/config',
      remoteAddress: '127.0.0.1',
      headers: { [REQUEST_ID_HEADER]: 'c0a80001:d2f4_67A2B1C3.0042' },
    });
    await app.close();
    expect(answer.headers[REQUEST_ID_HEADER]).toBe('c0a80001:d2f4_67A2B1C3.0042');
    const lines = entries().filter((entry) => entry.reqId !== undefined);
    expect(lines.map((entry) => entry.msg)).toEqual(['incoming request', 'reading the config', 'request completed']);
    expect(new Set(lines.map((entry) => entry.reqId))).toEqual(new Set(['c0a80001:d2f4_67A2B1C3.0042']));
  });

  it('makes its own when the id comes from a client no TRUST_PROXY names, or when none is set', async () => {
    for (const [trustProxy, peer] of [
      [trust('10.0.0.5'), '127.0.0.1'],
      [false, '127.0.0.1'],
    ] as const) {
      const { app } = await appWithLog(trustProxy);
      const answer = await app.inject({
        url: '/api/config',
        remoteAddress: peer,
        headers: { [REQUEST_ID_HEADER]: 'chosen-by-the-client-0001' },
      });
      await app.close();
      expect(answer.headers[REQUEST_ID_HEADER]).toMatch(UUID);
    }
  });

  it('makes its own for a malformed id, even from the trusted proxy, and names 404s too', async () => {
    const { app, entries } = await appWithLog(trust('loopback'));
    const forged = 'x\n{"level":60,"msg":"forged"}';
    const answer = await app.inject({
      url: '/nowhere',
      remoteAddress: '127.0.0.1',
      headers: { 'x-request-id': 'short' },
    });
    const second = await app.inject({
      url: '/api/config',
      remoteAddress: '::1',
      headers: { [REQUEST_ID_HEADER]: encodeURIComponent(forged) },
    });
    await app.close();
    expect(answer.statusCode).toBe(404);
    expect(answer.headers[REQUEST_ID_HEADER]).toMatch(UUID);
    expect(second.headers[REQUEST_ID_HEADER]).toMatch(UUID);
    expect(entries().some((entry) => entry.msg === 'forged')).toBe(false);
  });

  it('well formed: 8 to 128 letters, digits and .:_- only (property)', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z0-9._:-]{8,128}$/), (id) => isWellFormedRequestId(id)));
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 200 }), (text) => {
        const expected = text.length >= 8 && text.length <= 128 && /^[A-Za-z0-9._:-]*$/.test(text);
        return isWellFormedRequestId(text) === expected;
      }),
    );
    expect(isWellFormedRequestId(undefined)).toBe(false);
    expect(isWellFormedRequestId(['aaaaaaaa', 'bbbbbbbb'])).toBe(false);
  });

  it("trusts exactly the peers TRUST_PROXY names: addresses, ranges and proxy-addr's names", () => {
    const isTrusted = trustedPeers(trust('10.0.0.5,192.168.1.0/24,2001:db8::/32,loopback'));
    expect(
      ['10.0.0.5', '192.168.1.77', '::ffff:192.168.1.1', '2001:db8::1', '127.0.0.1', '::1'].map(isTrusted),
    ).toEqual([true, true, true, true, true, true]);
    expect(['10.0.0.6', '192.168.2.1', '2001:db9::1', 'not-an-ip', undefined].map(isTrusted)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(trustedPeers(false)('127.0.0.1')).toBe(false);
    const local = trustedPeers(trust('uniquelocal,linklocal'));
    expect(['10.1.2.3', '172.20.0.1', '169.254.1.1', 'fd00::1', 'fe80::1', '8.8.8.8'].map(local)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
  });
});
