// The eGC wallet (docs/product §2 My eGCs, decision 0080): each eGC its owner holds, and whether it can still be
// spent. One rule for the wallet's sections and the server's answers: used beats expired, expiry is by day.
import { type Instant, isExpiredByDay } from './dates';
import { ORDER_STATUS } from './entities';

/** The merchant's barcode at its till (the catalogue's `barcode_format`): Code 128, or a QR code. */
export const BARCODE_FORMATS = ['code128', 'qr'] as const;
export type BarcodeFormat = (typeof BARCODE_FORMATS)[number];

export interface Egc {
  /** The eGC's own id (one item of an order). */
  readonly id: number;
  readonly orderID: number;
  readonly clientReferenceNo: string;
  readonly dateOrdered: Instant;
  readonly expiryDate: Instant;
  /** Pesos. */
  readonly value: number;
  readonly merchant: string;
  /** The merchant's logo, a site path. */
  readonly image: string | null;
  /** What the merchant's till scans or types in. */
  readonly code: string;
  readonly barcodeFormat: BarcodeFormat;
  /** 43 active, 44 used (spec §3). */
  readonly giftawayStatusID: number;
  /** When the provider reported it used at a merchant; null while active or when the provider did not say. */
  readonly usedAt: Instant | null;
}

export type EgcState = 'active' | 'used' | 'expired';

/** What decides an eGC's state: a wallet eGC, or one row of the orders read (whose expiry may be unknown). */
export interface EgcStatusFacts {
  readonly giftawayStatusID: number;
  readonly expiryDate: Instant | null;
}

/**
 * Used (status 44) whatever its date; otherwise expired once its expiry day is before today (spec §4 Expiry); an
 * eGC with no known expiry does not expire on its own account. The wallet, the Redemptions rows and the resend rule
 * all judge an eGC by this, so no screen calls an eGC ready that another calls expired (decision 0160).
 */
export function egcState(egc: EgcStatusFacts, now: Instant, timeZone: string): EgcState {
  if (egc.giftawayStatusID === ORDER_STATUS.redeemed) return 'used';
  return egc.expiryDate !== null && isExpiredByDay(egc.expiryDate, now, timeZone) ? 'expired' : 'active';
}

export interface WalletSections {
  /** Spendable, the soonest to expire first. */
  readonly active: readonly Egc[];
  /** The most recently used first. */
  readonly used: readonly Egc[];
  /** The most recently expired first. */
  readonly expired: readonly Egc[];
}

const millis = (instant: Instant | null): number => (instant === null ? 0 : new Date(instant).getTime());

/** The wallet's three sections: what can be spent apart from what cannot. */
export function walletSections(egcs: readonly Egc[], now: Instant, timeZone: string): WalletSections {
  const of = (state: EgcState) => egcs.filter((egc) => egcState(egc, now, timeZone) === state);
  return {
    active: of('active').sort((a, b) => millis(a.expiryDate) - millis(b.expiryDate) || a.id - b.id),
    used: of('used').sort((a, b) => millis(b.usedAt) - millis(a.usedAt) || b.id - a.id),
    expired: of('expired').sort((a, b) => millis(b.expiryDate) - millis(a.expiryDate) || b.id - a.id),
  };
}

/** Only the last four characters, for whoever helps the holder without being able to spend it (decision 0081). */
export function codeEnding(code: string): string {
  return code.slice(-4);
}
