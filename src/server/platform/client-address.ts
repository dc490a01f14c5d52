import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Address6 } from 'ip-address';
import type { TrustProxy } from '../config/trust-proxy';

// Decision 0093: `request.ip` (what every per-IP limit counts by, and what the admin sign-in log keeps) is the
// TCP peer, or with TRUST_PROXY the address the trusted proxy saw: X-Forwarded-For is read from the right, and
// only as far as the hops are trusted proxies, so nothing a client writes there is believed.

/** Fastify's `trustProxy` for the setting: false, or the addresses (proxy-addr compiles them). */
export function fastifyTrustProxy(trustProxy: TrustProxy): false | string[] {
  return trustProxy === false ? false : [...trustProxy];
}

const IPV6_HOST_PREFIX = 64;

/**
 * The client a per-address limit counts: `request.ip` as it is for IPv4; for IPv6 its /64, since a provider gives
 * a host a whole /64 to send from (a host rotating through it is still one client); an IPv4-mapped address as its
 * IPv4 address. The grouping @fastify/rate-limit's default key makes, for the limits counted outside the plugin.
 */
export function clientAddressKey(address: string): string {
  if (!isIPv6(address)) return address.toLowerCase();
  const parsed = new Address6(address);
  if (parsed.isMapped4()) return parsed.to4().correctForm();
  return new Address6(`${address}/${IPV6_HOST_PREFIX}`).startAddress().correctForm();
}

export const clientKeyOf = (request: FastifyRequest): string => clientAddressKey(request.ip);

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** 127.0.0.0/8 or ::1 (also IPv4-mapped): an address on this machine. */
export const isLoopbackAddress = (address: string | undefined): boolean =>
  address !== undefined && LOOPBACK.test(address);

/**
 * The request comes from this machine: its TCP peer is loopback and so is the client a trusted proxy names
 * (a proxy on this machine forwarding a remote client does not make the client local).
 */
export const isLoopbackRequest = (request: FastifyRequest): boolean =>
  isLoopbackAddress(request.socket.remoteAddress) && isLoopbackAddress(request.ip);

/**
 * Without TRUST_PROXY behind a proxy, every client has the proxy's address and shares its per-IP limits: say so
 * once, the first time a request comes with X-Forwarded-For.
 */
export function warnOfUntrustedProxy(app: FastifyInstance, trustProxy: TrustProxy): void {
  if (trustProxy !== false) return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    request.log.warn(
      'a request came through a proxy (X-Forwarded-For) but TRUST_PROXY is unset: per-IP limits count every ' +
        "client as the proxy's address; set TRUST_PROXY to the proxy addresses (decision 0093)",
    );
  });
}
