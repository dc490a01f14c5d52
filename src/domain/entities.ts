// spec §3: the entities as the cardholder and admin screens receive them. Field names are the spec's.
// Money fields are pesos as on the wire; rules convert them with `pesosToCentavos` (see money.ts).
import type { Instant } from './dates';

interface OrderRecipient {
  readonly mobileNo: string | null;
  readonly emailAddress: string | null;
}

interface TransactionOrder {
  readonly id: number;
  readonly canResend: boolean;
  readonly recipient: OrderRecipient | null;
}

export interface Transaction {
  /** A bonus record's id is the token used for bonus redemption (spec §3). */
  readonly id: number;
  readonly referenceNo: string;
  readonly transactionDateTime: Instant;
  readonly postedDateTime: Instant | null;
  readonly expiryDateTime: Instant | null;
  /** Pesos, at most two decimals. */
  readonly value: number;
  /** Starts with 'S1' for an installment. */
  readonly type: string | null;
  readonly mccID: number | null;
  readonly location: string | null;
  readonly order: TransactionOrder | null;
}

export const ORDER_STATUS = { active: 43, redeemed: 44 } as const;

export interface Order {
  readonly orderID: number;
  readonly clientReferenceNo: string;
  readonly dateOrdered: Instant;
  readonly expiryDate: Instant | null;
  /** Pesos. */
  readonly value: number;
  readonly merchant: string;
  /** 43 active, 44 redeemed (spec §3, §9). */
  readonly giftawayStatusID: number;
  readonly canResend: boolean;
}

export interface MerchantCategory {
  readonly id: number;
  readonly mccID: number;
  readonly name: string;
  /** Qualifying transactions in the category; reached when above 0. */
  readonly count: number;
  readonly image?: string | null;
  readonly color?: string | null;
}

export interface Merchant {
  readonly id: number;
  readonly merchantID: number;
  readonly denominationID: number;
  readonly name: string;
  readonly description: string | null;
  readonly image: string | null;
  /** Pesos (P500 regular denomination). */
  readonly value: number;
  readonly quantity: number;
  readonly locationsUrl: string | null;
  readonly isForPlatinumOnly: boolean;
  readonly isAvailable: boolean;
}

interface CreditPoints {
  readonly active: number;
  readonly redeemed: number;
  readonly expired: number;
}

export interface Credit {
  /** Pesos of reward balance left to spend on eGCs. */
  readonly credits: number;
  readonly isCreditsExpired: boolean;
  readonly creditsExpiry: Instant | null;
  readonly registeredDateTime: Instant | null;
  readonly isBonusExpired: boolean;
  readonly cardTypeID: number | null;
  readonly points: CreditPoints;
}
