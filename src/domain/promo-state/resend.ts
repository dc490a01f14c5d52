// spec §4 Resend, decisions 0030 and 0161: which eGCs of an order may be sent again. One rule for the Redemptions
// row's RESEND, the orders read's `canResend`, and the server's resend (the cardholder's and the back office's), so
// no screen offers to resend what the server refuses, and no dead code is ever sent again.
import type { Instant } from '../dates';
import { type EgcStatusFacts, egcState } from '../egcs';

/**
 * An eGC is worth sending again only while it can still be spent: neither used nor expired. The back office's
 * Redemptions offer an order's Resend on such an eGC's row (decision 0235).
 */
export function isLiveEgc(egc: EgcStatusFacts, now: Instant, timeZone: string): boolean {
  return egcState(egc, now, timeZone) === 'active';
}

/** Decision 0030: after a resend the order waits this long before it may be resent again. */
const RESEND_COOLDOWN_MINUTES = 10;
const RESEND_COOLDOWN_MS = RESEND_COOLDOWN_MINUTES * 60_000;

/** When a resend made at `now` lets the order be resent again (the `resendable_after` kept on the order). */
export function resendableAfter(now: Instant): Date {
  return new Date(new Date(now).getTime() + RESEND_COOLDOWN_MS);
}

/** When the resend was made that set `resendableAfter` (the cardholder's timeline shows it). */
export function resentAt(resendableAfterInstant: Instant): Date {
  return new Date(new Date(resendableAfterInstant).getTime() - RESEND_COOLDOWN_MS);
}

/** Decision 0030: an order resent within its cooldown is cooling down until `resendableAfter` (null: never resent). */
export function isCoolingDown(resendableAfterInstant: Instant | null, now: Instant): boolean {
  return resendableAfterInstant !== null && new Date(resendableAfterInstant).getTime() > new Date(now).getTime();
}

export type ResendDecision<T> =
  | { readonly ok: true; readonly egcs: readonly T[] }
  /** nothingLive: every eGC is used or expired (4308); coolingDown: resent within the last minutes (4307). */
  | { readonly ok: false; readonly reason: 'nothingLive' | 'coolingDown' };

export interface ResendFacts<T extends EgcStatusFacts> {
  /** The order was resent within its cooldown (decision 0030). */
  readonly coolingDown: boolean;
  readonly egcs: readonly T[];
}

/** An order's live eGCs go again, and only those; an order with none has nothing to resend, cooling down or not. */
export function orderResend<T extends EgcStatusFacts>(
  order: ResendFacts<T>,
  now: Instant,
  timeZone: string,
): ResendDecision<T> {
  const live = order.egcs.filter((egc) => isLiveEgc(egc, now, timeZone));
  if (live.length === 0) return { ok: false, reason: 'nothingLive' };
  if (order.coolingDown) return { ok: false, reason: 'coolingDown' };
  return { ok: true, egcs: live };
}

/** An order as the server keeps it: when its cooldown ends (`resendable_after`), and its eGCs. */
export interface StoredOrderFacts<T extends EgcStatusFacts> {
  readonly resendableAfter: Instant | null;
  readonly egcs: readonly T[];
}

/**
 * "May this order be resent", on the order as stored: the cardholder's and the back office's resend, and the
 * transactions read's `order.canResend`, all ask this.
 */
export function storedOrderResend<T extends EgcStatusFacts>(
  order: StoredOrderFacts<T>,
  now: Instant,
  timeZone: string,
): ResendDecision<T> {
  return orderResend({ coolingDown: isCoolingDown(order.resendableAfter, now), egcs: order.egcs }, now, timeZone);
}

/** The orders read's `canResend` of one eGC (spec §3): live, and its order not cooling down. */
export function egcCanResend(egc: EgcStatusFacts, coolingDown: boolean, now: Instant, timeZone: string): boolean {
  return !coolingDown && isLiveEgc(egc, now, timeZone);
}

/**
 * The same rule on the orders read, which carries each eGC's `canResend` (judged when it was read) but not the
 * cooldown itself: no eGC resendable then means the order was cooling down or had nothing live; liveness is judged
 * again at `now`, so an eGC that expired since the read is not offered.
 */
export function orderResendFromRead<T extends EgcStatusFacts & { readonly canResend: boolean }>(
  rows: readonly T[],
  now: Instant,
  timeZone: string,
): ResendDecision<T> {
  return orderResend({ coolingDown: !rows.some((row) => row.canResend), egcs: rows }, now, timeZone);
}
