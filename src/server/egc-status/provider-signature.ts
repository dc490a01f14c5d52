import { createHmac, timingSafeEqual } from 'node:crypto';

// docs/provider-egc-status.md, decision 0082: the provider signs `<X-Timestamp>.<raw body>` with HMAC-SHA256 and
// the shared secret, and sends `X-Signature: sha256=<hex>`. A request signed more than five minutes from the
// server's clock is refused (a replay window), and the signature is compared in constant time.

export const SIGNATURE_WINDOW_MS = 5 * 60_000;

const TIMESTAMP = /^\d{1,12}$/;
const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

export interface SignedRequest {
  readonly timestamp: string | undefined;
  readonly signature: string | undefined;
  readonly rawBody: Buffer;
}

export type SignatureCheck =
  | { readonly ok: true; readonly signedAt: Date }
  | { readonly ok: false; readonly reason: string };

/** The hex HMAC a provider sends for `body` signed at `timestamp` (unix seconds). */
export function providerSignature(secret: string, timestamp: string, rawBody: Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** Whether the request is the provider's, signed within the window; the reason names what was wrong, never a key. */
export function checkProviderSignature(secret: string, request: SignedRequest, now: Date): SignatureCheck {
  const { timestamp, signature, rawBody } = request;
  if (timestamp === undefined || !TIMESTAMP.test(timestamp)) {
    return { ok: false, reason: 'X-Timestamp must be the signing time in unix seconds' };
  }
  const signedAt = new Date(Number(timestamp) * 1000);
  if (Math.abs(now.getTime() - signedAt.getTime()) > SIGNATURE_WINDOW_MS) {
    return { ok: false, reason: 'X-Timestamp is more than 5 minutes from the server clock' };
  }
  const given = signature === undefined ? null : SIGNATURE.exec(signature)?.[1];
  if (!given) return { ok: false, reason: 'X-Signature must be sha256=<64 hex digits>' };
  const expected = Buffer.from(providerSignature(secret, timestamp, rawBody), 'hex');
  if (!timingSafeEqual(Buffer.from(given, 'hex'), expected)) {
    return { ok: false, reason: 'X-Signature does not match the body and X-Timestamp' };
  }
  return { ok: true, signedAt };
}
