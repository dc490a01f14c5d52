import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { TrustProxy } from '../config/trust-proxy';

// Decision 0221: each request has an id, in every log line of the request (Fastify's `reqId`) and in the
// `x-request-id` response header. The proxy's id (deploy/haproxy.cfg sets `X-Request-ID`) is taken when the request
// comes from a proxy TRUST_PROXY names and the id is well formed, so one id follows a request from the proxy's log
// to the instance's; otherwise, or from anyone else, the instance makes its own.

export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and `.:_-`, 8 to 128 of them: a UUID, HAProxy's unique-id, a trace id. Nothing a log could misread. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

export const isWellFormedRequestId = (value: unknown): value is string =>
  typeof value === 'string' && WELL_FORMED.test(value);

/** proxy-addr's names for ranges, as TRUST_PROXY accepts them (decision 0093). */
const NAMED_RANGES: Readonly<Record<string, readonly (readonly [string, number, 'ipv4' | 'ipv6'])[]>> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/** The trusted proxies as a matcher of a TCP peer's address; none when TRUST_PROXY is unset. */
export function trustedPeers(trustProxy: TrustProxy): (address: string | undefined) => boolean {
  if (trustProxy === false) return () => false;
  const list = new BlockList();
  for (const entry of trustProxy) {
    const named = NAMED_RANGES[entry];
    if (named !== undefined) {
      for (const [network, prefix, family] of named) list.addSubnet(network, prefix, family);
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    if (address === undefined || isIP(address) === 0) return false;
    // An IPv4 client on a dual-stack socket is seen as ::ffff:a.b.c.d.
    const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
    if (mapped !== undefined) return list.check(mapped, 'ipv4');
    return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  };
}

/** Fastify's `genReqId`: the trusted proxy's well-formed id, else a new UUID. */
export function requestIdGenerator(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  const isTrusted = trustedPeers(trustProxy);
  return (request) => {
    const offered = request.headers[REQUEST_ID_HEADER];
    return isTrusted(request.socket.remoteAddress) && isWellFormedRequestId(offered) ? offered : randomUUID();
  };
}

/** Every answer names its request, so a cardholder's or an operator's report can be found in the logs. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
