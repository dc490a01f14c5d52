// docs/decisions/0010-sign-in-limits.md: a 4-digit code is below OWASP ASVS 6.5.4's 20 bits; the attempt cap,
// the short life, the send limits and the bot check around it are what make it acceptable.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

export const OTP_POLICY = {
  codeLifetimeMs: 5 * MINUTE_MS,
  /** The 5th wrong code kills the send token: even the right code is refused after it. */
  maxWrongCodes: 5,
  resendCooldownMs: 30 * SECOND_MS,
  maxSendsPerHour: 5,
  sendWindowMs: HOUR_MS,
  loginTokenLifetimeMs: 5 * MINUTE_MS,
} as const;

/**
 * How long a promo code must wait before another code may be sent (0: it may be sent now), given when its
 * earlier codes were sent: 30 seconds after the last one, and while 5 were sent in the past hour, until the
 * oldest of them is an hour old.
 */
export function sendWaitMs(sentAt: readonly Date[], now: Date): number {
  const at = now.getTime();
  const inWindow = sentAt.map((sent) => sent.getTime()).filter((sent) => sent > at - OTP_POLICY.sendWindowMs);
  if (inWindow.length === 0) return 0;
  const cooldownWait = Math.max(...inWindow) + OTP_POLICY.resendCooldownMs - at;
  const capWait =
    inWindow.length >= OTP_POLICY.maxSendsPerHour ? Math.min(...inWindow) + OTP_POLICY.sendWindowMs - at : 0;
  return Math.max(0, cooldownWait, capWait);
}

/** Retry-After is in whole seconds, never 0 while waiting. */
export const retryAfterSeconds = (waitMs: number): number => Math.max(1, Math.ceil(waitMs / SECOND_MS));
