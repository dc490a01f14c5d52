import {
  countMonthSpends,
  extraThreeState,
  installmentState,
  isGenericBonusAllowed,
  monthState,
} from '../../domain/bonus';
import type { DayWindow } from '../../domain/dates';
import type { Order } from '../../domain/entities';
import { hasReachedMinimumTier, type SpendGoal } from '../../domain/goals';
import { hasBonusOrderOfKind, hasMainOrder } from '../../domain/orders';
import type { BonusKind } from '../../domain/transactions';
import type { SpendSummary } from './spend-summary';

// spec §4: a bonus may be redeemed only while its round's rule still holds, judged by the same domain
// functions the screens use to enable their buttons, so the server never accepts what the screen locks.

export interface BonusRuleFacts {
  readonly kind: BonusKind;
  readonly recordId: number;
  readonly spend: Pick<SpendSummary, 'qualified' | 'totalSpend' | 'reachedCount'>;
  readonly orders: readonly Order[];
  /** An order or bonus claim already points at this record (once per record). */
  readonly recordClaimed: boolean;
  /** spec §4 Expiry: the record's expiry day (or the redemption period) is before the server's day. */
  readonly isBonusExpired: boolean;
  readonly goals: readonly SpendGoal[];
  /** The Frequency Spend months, in order. */
  readonly windows: readonly DayWindow[];
  readonly timeZone: string;
}

function monthRuleHolds(facts: BonusRuleFacts, index: number, hasOrder: boolean): boolean {
  const window = facts.windows[index];
  if (window === undefined) return false;
  return monthState({
    count: countMonthSpends(facts.spend.qualified, window, facts.timeZone),
    isExpired: facts.isBonusExpired,
    hasOrder,
    recordExists: true,
    totalSpend: facts.spend.totalSpend,
  }).canClaim;
}

/** True when the round of this record may be redeemed now (spec §4 per round). */
export function bonusRuleHolds(facts: BonusRuleFacts): boolean {
  const { spend, isBonusExpired } = facts;
  const hasOrder = facts.recordClaimed || hasBonusOrderOfKind(facts.orders, facts.kind);
  const minimumTier = {
    hasReachedMinimumTier: hasReachedMinimumTier(facts.goals, spend.totalSpend),
    hasMainOrder: hasMainOrder(facts.orders),
  };
  const record = { id: facts.recordId };
  switch (facts.kind) {
    case 'generic':
      // spec §4 Generic bonus eligibility names no order; once per record still holds (issue 5).
      return !hasOrder && isGenericBonusAllowed({ reachedCount: spend.reachedCount, ...minimumTier, isBonusExpired });
    case 'extraThree':
      return extraThreeState({
        reachedCount: spend.reachedCount,
        ...minimumTier,
        isBonusExpired,
        extraRecord: record,
        hasExtraOrder: hasOrder,
      }).allowed;
    case 'installment':
      return installmentState({
        qualified: spend.qualified,
        hasInstallmentOrder: hasOrder,
        isBonusExpired,
        installmentRecord: record,
        totalSpend: spend.totalSpend,
      }).allowed;
    case 'month1':
      return monthRuleHolds(facts, 0, hasOrder);
    case 'month2':
      return monthRuleHolds(facts, 1, hasOrder);
    case 'month3':
      return monthRuleHolds(facts, 2, hasOrder);
  }
}
