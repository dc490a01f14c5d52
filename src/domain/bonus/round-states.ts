// spec §4: the state of every bonus round (allowed, claimed, expired, locked) from one cardholder's facts. The
// screens show their cards, labels and buttons from it and the server accepts or refuses a bonus redeem by it, so
// the server never accepts what a screen locks, nor refuses what it offers.
import type { DayWindow, Instant } from '../dates';
import { isExpiredByDay } from '../dates';
import type { Order, Transaction } from '../entities';
import { hasReachedMinimumTier, type SpendGoal } from '../goals';
import type { Centavos } from '../money';
import { hasBonusOrderOfKind, hasMainOrder } from '../orders';
import { BONUS_KINDS, type BonusKind } from '../transactions';
import { BONUS_UNLOCK_TOTAL_SPEND } from './constants';
import { type ExtraThreeState, extraThreeState } from './extra-three';
import { countMonthSpends, MONTH_KINDS, type MonthKind, type MonthState, monthState } from './frequency';
import { isGenericBonusAllowed } from './generic';
import { type InstallmentState, installmentState } from './installment';

/** A bonus record (spec §3: a BONUS… transaction); its id is the bonus redeem token. */
export type BonusRecord = Pick<Transaction, 'id' | 'expiryDateTime'>;

export interface BonusFacts {
  /** spec §1: the qualified spend (none before registration, no bonus records). */
  readonly qualified: readonly Transaction[];
  readonly totalSpend: Centavos;
  /** spec §3: merchant categories with a qualified spend. */
  readonly reachedCount: number;
  readonly goals: readonly SpendGoal[];
  readonly orders: readonly Order[];
  /** The record of each round the cardholder earned; a round left out, or null, has none. */
  readonly records: { readonly [kind in BonusKind]?: BonusRecord | null };
  /** Records an order or a bonus claim already points at (the server knows them; the screens see orders only). */
  readonly claimedRecordIds?: readonly number[];
  /** The redemption period is over, by day (`Credit.isBonusExpired`): every round is expired. */
  readonly redemptionClosed: boolean;
  /** The Frequency Spend months in order (spec §9 windows). */
  readonly windows: readonly DayWindow[];
  readonly timeZone: string;
}

/**
 * The spend condition a round still waits for (decision 0164), while it is neither claimed nor expired: the minimum
 * tier (or a main order) for the generic and Extra Three rounds, P30,000 in total for the Installment and the months.
 * Null once met: a round whose action is enabled never has one.
 */
type BonusRequirement = 'minimumTier' | 'totalSpend';

interface RequirementOf {
  readonly requirement: BonusRequirement | null;
}

interface GenericRoundState extends RequirementOf {
  readonly allowed: boolean;
}

export interface MonthRoundState extends MonthState, RequirementOf {
  /** Qualifying spends in the month's window, capped at 15. */
  readonly count: number;
}

export interface BonusRoundStates {
  readonly generic: GenericRoundState;
  readonly extraThree: ExtraThreeState & RequirementOf;
  readonly installment: InstallmentState & RequirementOf;
  /** null when the campaign has no such promo month. */
  readonly month1: MonthRoundState | null;
  readonly month2: MonthRoundState | null;
  readonly month3: MonthRoundState | null;
  /** Each round's standing (earned, claimed, expired), what the back office's summary words (decision 0234). */
  readonly standing: { readonly [kind in BonusKind]: RoundStanding };
}

/** Whether a round's record exists, is claimed, is past its day: the facts every state above is judged from. */
interface RoundStanding {
  /** spec §3: the round's bonus record exists. */
  readonly earned: boolean;
  readonly claimed: boolean;
  readonly expired: boolean;
}

interface Round {
  readonly record: BonusRecord | null;
  /** spec §4 'no … bonus order exists yet'; a record is also claimed once only. */
  readonly claimed: boolean;
  /** spec §4 Expiry: the record's expiry day is before the server's day, or the redemption period is over. */
  readonly expired: boolean;
}

function roundOf(facts: BonusFacts, kind: BonusKind, now: Instant): Round {
  const record = facts.records[kind] ?? null;
  const expiry = record?.expiryDateTime ?? null;
  const recordClaimed = record !== null && (facts.claimedRecordIds ?? []).includes(record.id);
  return {
    record,
    claimed: recordClaimed || hasBonusOrderOfKind(facts.orders, kind),
    expired: facts.redemptionClosed || (expiry !== null && isExpiredByDay(expiry, now, facts.timeZone)),
  };
}

/** The round's unmet spend condition, unless the round is over (claimed or expired). */
function requirementOf(round: Round, met: boolean, requirement: BonusRequirement): BonusRequirement | null {
  return met || round.claimed || round.expired ? null : requirement;
}

function monthRoundState(facts: BonusFacts, kind: MonthKind, now: Instant): MonthRoundState | null {
  const window = facts.windows[MONTH_KINDS.indexOf(kind)];
  if (window === undefined) return null;
  const round = roundOf(facts, kind, now);
  const count = countMonthSpends(facts.qualified, window, facts.timeZone);
  const state = monthState({
    count,
    isExpired: round.expired,
    hasOrder: round.claimed,
    recordExists: round.record !== null,
    totalSpend: facts.totalSpend,
  });
  const spendMet = facts.totalSpend >= BONUS_UNLOCK_TOTAL_SPEND;
  return { ...state, count, requirement: requirementOf(round, spendMet, 'totalSpend') };
}

/** Every bonus round's state at `now` (the server's time): spec §4 per round. */
export function bonusRoundStates(facts: BonusFacts, now: Instant): BonusRoundStates {
  const minimumTier = {
    hasReachedMinimumTier: hasReachedMinimumTier(facts.goals, facts.totalSpend),
    hasMainOrder: hasMainOrder(facts.orders),
  };
  const generic = roundOf(facts, 'generic', now);
  const extra = roundOf(facts, 'extraThree', now);
  const installment = roundOf(facts, 'installment', now);
  const tierMet = minimumTier.hasReachedMinimumTier || minimumTier.hasMainOrder;
  const spendMet = facts.totalSpend >= BONUS_UNLOCK_TOTAL_SPEND;
  return {
    // spec §4 Generic bonus eligibility; a round is redeemed by its record's id, once.
    generic: {
      allowed:
        generic.record !== null &&
        !generic.claimed &&
        isGenericBonusAllowed({ reachedCount: facts.reachedCount, ...minimumTier, isBonusExpired: generic.expired }),
      requirement: requirementOf(generic, tierMet, 'minimumTier'),
    },
    extraThree: {
      ...extraThreeState({
        reachedCount: facts.reachedCount,
        ...minimumTier,
        isBonusExpired: extra.expired,
        extraRecord: extra.record,
        hasExtraOrder: extra.claimed,
      }),
      requirement: requirementOf(extra, tierMet, 'minimumTier'),
    },
    installment: {
      ...installmentState({
        qualified: facts.qualified,
        hasInstallmentOrder: installment.claimed,
        isBonusExpired: installment.expired,
        installmentRecord: installment.record,
        totalSpend: facts.totalSpend,
      }),
      requirement: requirementOf(installment, spendMet, 'totalSpend'),
    },
    month1: monthRoundState(facts, 'month1', now),
    month2: monthRoundState(facts, 'month2', now),
    month3: monthRoundState(facts, 'month3', now),
    standing: Object.fromEntries(
      BONUS_KINDS.map((kind) => {
        const round = roundOf(facts, kind, now);
        return [kind, { earned: round.record !== null, claimed: round.claimed, expired: round.expired }];
      }),
    ) as { [kind in BonusKind]: RoundStanding },
  };
}
