// docs/decisions/0010-sign-in-limits.md: a 4-digit code is below OWASP ASVS 6.5.4's 20 bits; the attempt cap,
// the short life, the send limits and the bot check around it are what make it acceptable.
// Decision 0104: the send limits are shaped so that a stranger who knows a promo code can cost its owner a few
// messages an hour and never keep the owner's signed-in phone from a code.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const OTP_POLICY = {
  codeLifetimeMs: 5 * MINUTE_MS,
  /** The 5th wrong code kills the send token: even the right code is refused after it. */
  maxWrongCodes: 5,
  sendWindowMs: HOUR_MS,
  /** The code's shared allowance: what anyone who knows the code can have sent to its owner. */
  sharedSendsPerHour: 5,
  /** One client's part of the shared allowance, so spending it all takes two addresses. */
  clientSendsPerHour: 3,
  /** The signed-in device's own allowance, outside the shared one. */
  deviceSendsPerHour: 3,
  /** Between two sends to one client (shared) or one device. */
  resendCooldownMs: 30 * SECOND_MS,
  loginTokenLifetimeMs: 5 * MINUTE_MS,
  /** How long a sign-in keeps its device the owner's way in (the device cookie). */
  deviceLifetimeMs: 180 * DAY_MS,
} as const;

/** Which allowance pays for a send: the code's shared one, or the signed-in device's own. */
export type SendAllowance = 'shared' | 'device';

/** A code sent in the past hour or so, as the send limits see it. */
export interface PastSend {
  readonly at: Date;
  readonly allowance: SendAllowance;
  /** Asked for by the client asking now (its address). */
  readonly fromThisClient: boolean;
}

/** How long until `times` (epoch ms) admit one more: `max` in the window, `cooldownMs` after the last. */
function windowWaitMs(times: readonly number[], limit: { max: number; cooldownMs: number }, at: number): number {
  const inWindow = times.filter((sent) => sent > at - OTP_POLICY.sendWindowMs);
  if (inWindow.length === 0) return 0;
  const cooldownWait = Math.max(...inWindow) + limit.cooldownMs - at;
  const oldestLeaves = [...inWindow].sort((a, b) => a - b)[inWindow.length - limit.max];
  const capWait = oldestLeaves === undefined ? 0 : oldestLeaves + OTP_POLICY.sendWindowMs - at;
  return Math.max(0, cooldownWait, capWait);
}

/**
 * How long the client must wait before a code may be sent to it (0: now), charged to `allowance`, given the
 * codes sent for this promo code. Each wait is the honest one: after it, this client is sent a code unless
 * others spend the shared allowance meanwhile.
 * - device: 3 an hour, 30 s apart, counting only the device's own sends;
 * - shared: 5 an hour for the code, of which 3 an hour, 30 s apart, for one client.
 */
export function sendWaitMs(sends: readonly PastSend[], allowance: SendAllowance, now: Date): number {
  const at = now.getTime();
  const timesOf = (pick: (send: PastSend) => boolean) => sends.filter(pick).map((send) => send.at.getTime());
  const cooldownMs = OTP_POLICY.resendCooldownMs;
  if (allowance === 'device') {
    return windowWaitMs(
      timesOf((s) => s.allowance === 'device'),
      { max: OTP_POLICY.deviceSendsPerHour, cooldownMs },
      at,
    );
  }
  const shared = (send: PastSend) => send.allowance === 'shared';
  const codeWait = windowWaitMs(timesOf(shared), { max: OTP_POLICY.sharedSendsPerHour, cooldownMs: 0 }, at);
  const clientWait = windowWaitMs(
    timesOf((send) => shared(send) && send.fromThisClient),
    { max: OTP_POLICY.clientSendsPerHour, cooldownMs },
    at,
  );
  return Math.max(codeWait, clientWait);
}

/** Retry-After is in whole seconds, never 0 while waiting. */
export const retryAfterSeconds = (waitMs: number): number => Math.max(1, Math.ceil(waitMs / SECOND_MS));
