import { isIP } from 'node:net';

// Decision 0093: TRUST_PROXY names the proxies that may tell the server a client's address (X-Forwarded-For), by
// address: each hop of the chain in front of the server, as an IP, a range (IP/prefix) or one of proxy-addr's
// names (loopback, linklocal, uniquelocal). Unset, nobody: the address is the TCP peer's. A bare hop count is
// refused: it cannot tell the proxy from a client that reaches the server directly and writes the header itself.

/** false: trust no proxy; else the addresses and ranges of the trusted hops. */
export type TrustProxy = false | readonly string[];

export type ParsedTrustProxy =
  | { readonly ok: true; readonly trustProxy: TrustProxy }
  | { readonly ok: false; readonly problem: string };

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const problem = (text: string): ParsedTrustProxy => ({ ok: false, problem: text });

/** The parsed setting, or the message that says what is wrong with it. */
export function parseTrustProxy(text: string | undefined): ParsedTrustProxy {
  const value = text?.trim() ?? '';
  if (value === '' || value === 'false') return { ok: true, trustProxy: false };
  if (value === 'true') {
    return problem(
      'TRUST_PROXY=true would believe any X-Forwarded-For a client writes: name the proxy addresses ' +
        '(e.g. 10.0.0.5,10.0.0.6 or 10.0.0.0/24 or loopback)',
    );
  }
  if (/^\d+$/.test(value)) {
    return problem(
      'TRUST_PROXY must name the proxy addresses, not a hop count: a count cannot tell the proxy from a client ' +
        'that connects directly (e.g. TRUST_PROXY=10.0.0.5 or loopback)',
    );
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    return problem(
      'TRUST_PROXY must list proxy addresses (IP, IP/prefix, loopback, linklocal or uniquelocal, comma-separated); ' +
        `not ${bad.join(', ')}`,
    );
  }
  return { ok: true, trustProxy: entries };
}
