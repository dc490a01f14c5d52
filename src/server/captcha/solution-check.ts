import { type AltchaPayload, AltchaPayloadSchema } from '../../contract/captcha';
import { hmacHex, sameDigest } from '../platform/token-crypto';
import type { BotCheckKeys } from './bot-check-keys';

// altcha-lib's verifySolution checks expiry against the machine's clock (Date.now), while the server's time is
// `deps.clock()` (tests move it). So the same checks run here, in the library's order and with its scheme:
// HMAC-SHA-256 over the parameters as canonical JSON, and the derived key against the signed key (its path 4a).
// captcha.service.test.ts proves both agree on solutions made by the library's own solver.

/** spec §7: the data of login's -5. */
export type BotCheckFailure = 'timeout-or-duplicate' | 'invalid-input-response';

export type SolutionCheck =
  | { readonly ok: true; readonly signature: string; readonly expiresAt: Date }
  | { readonly ok: false; readonly reason: BotCheckFailure };

const INVALID: SolutionCheck = { ok: false, reason: 'invalid-input-response' };
const TIMEOUT: SolutionCheck = { ok: false, reason: 'timeout-or-duplicate' };
const LOWER_HEX_BYTES = /^(?:[0-9a-f]{2})+$/;

interface DecodedPayload {
  readonly payload: AltchaPayload;
  /** The parameters exactly as sent: the signature covers every key, known to our schema or not. */
  readonly signedParameters: unknown;
}

/** The widget sends base64 of the JSON `{ challenge, solution }`; anything else is not a solution. */
export function decodeBotCheckPayload(encoded: string): DecodedPayload | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = AltchaPayloadSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const signedParameters = (raw as { challenge: { parameters: unknown } }).challenge.parameters;
  return { payload: parsed.data, signedParameters };
}

/**
 * Signature (by any of `accepted`, decision 0091), then expiry by the server's clock, then the solution with the
 * key pair that signed it; the replay check is the caller's.
 */
export function checkSolution(decoded: DecodedPayload, accepted: readonly BotCheckKeys[], now: Date): SolutionCheck {
  const { challenge, solution } = decoded.payload;
  const signed = canonicalJson(decoded.signedParameters);
  const { signature } = challenge;
  if (signature === undefined) return INVALID;
  const keys = accepted.find((pair) => sameDigest(signature, hmacHex(pair.challenge, signed)));
  if (keys === undefined) return INVALID;
  const { expiresAt, keySignature } = challenge.parameters;
  // Every challenge this server makes has both; one without them was not made here.
  if (expiresAt === undefined || keySignature === undefined) return INVALID;
  if (now.getTime() >= expiresAt * 1000) return TIMEOUT;
  if (!LOWER_HEX_BYTES.test(solution.derivedKey)) return INVALID;
  const keyCheck = hmacHex(keys.derivedKey, Buffer.from(solution.derivedKey, 'hex'));
  if (!sameDigest(keySignature, keyCheck)) return INVALID;
  return { ok: true, signature, expiresAt: new Date(expiresAt * 1000) };
}

/** altcha-lib's canonical JSON: object keys sorted at every depth, undefined values left out. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const entries = Object.keys(value)
    .sort()
    .flatMap((key) => {
      const item = (value as Record<string, unknown>)[key];
      return item === undefined ? [] : [[key, sortKeys(item)] as const];
    });
  return Object.fromEntries(entries);
}
