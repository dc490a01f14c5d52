import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

// Decision 0122: RFC 6238 TOTP (SHA-1, 6 digits, 30 s: what every authenticator app reads) with `otpauth`, a
// dependency-free, maintained library. A code is accepted one step either side of now (clock drift), and only
// for a step later than the last one accepted: a code replayed within its window is refused.

const ISSUER = 'Promo Rewards Admin';
const PERIOD_S = 30;
const WINDOW = 1;

/** 20 random bytes (160 bits, RFC 4226's recommended length) in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

const totpOf = (secret: string, label = 'admin') =>
  new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), period: PERIOD_S });

/** The `otpauth://` URI an authenticator app scans. */
export function otpauthUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/** The current code: for tests, demos and the e2e runs that sign the seeded admin in. */
export function totpCode(secret: string, at: Date): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}

export type TotpCheck =
  | { readonly ok: true; readonly step: number }
  | { readonly ok: false; readonly reason: 'WRONG' | 'REPLAYED' };

const SIX_DIGITS = /^\d{6}$/;

export function checkTotp(secret: string, code: string, now: Date, lastStep: number | null): TotpCheck {
  const token = code.replace(/\s/g, '');
  if (!SIX_DIGITS.test(token)) return { ok: false, reason: 'WRONG' };
  const delta = totpOf(secret).validate({ token, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return { ok: false, reason: 'WRONG' };
  const step = TOTP.counter({ period: PERIOD_S, timestamp: now.getTime() }) + delta;
  if (lastStep !== null && step <= lastStep) return { ok: false, reason: 'REPLAYED' };
  return { ok: true, step };
}

/** Ten recovery codes like `k3p9x-7qm2d`: 50 random bits each, unambiguous lower-case letters and digits. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz023456789'; // 32 characters: no modulo bias
  return Array.from({ length: 10 }, () => {
    const chars = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

const RECOVERY_CODE = /^[a-z0-9]{5}-?[a-z0-9]{5}$/;

/** A recovery code as stored: lower case, with its dash; undefined when the text cannot be one. */
export function normaliseRecoveryCode(text: string): string | undefined {
  const lower = text.trim().toLowerCase();
  if (!RECOVERY_CODE.test(lower)) return undefined;
  const bare = lower.replace('-', '');
  return `${bare.slice(0, 5)}-${bare.slice(5)}`;
}
