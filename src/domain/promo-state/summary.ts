// Decision 0234: the back office's summary of one cardholder, read from the promo state the cardholder's own screens
// render (decision 0160), so the admin page, the cardholder's screens and the downloads never disagree on spend,
// tier, credits or bonus rounds.
import { MONTH_KINDS } from '../bonus';
import { areCreditsExpired } from '../credits';
import type { Instant } from '../dates';
import { claimableGoal, type SpendGoal } from '../goals';
import { type Centavos, pesosToCentavos } from '../money';
import type { BonusKind } from '../transactions';
import { type PromoFacts, promoState } from './promo-state';

/** A round as the summary words it: over (claimed, expired), open now, earned but not open yet, or not earned. */
type BonusStanding = 'claimed' | 'claimable' | 'expired' | 'locked' | 'notEarned';

/** The rounds the cardholder's screens offer (decision 0046: not the generic one), in their order on home. */
export const SUMMARY_ROUNDS = ['extraThree', 'installment', ...MONTH_KINDS] as const satisfies readonly BonusKind[];
type SummaryRound = (typeof SUMMARY_ROUNDS)[number];

export interface CardholderSummary {
  /** spec §1, §5: no spend before the registration day, no bonus records. */
  readonly qualifiedSpend: Centavos;
  /** The highest goal the qualified spend reached; null below the lowest. */
  readonly tierReached: SpendGoal | null;
  /** The claimed tier's eGC value (decision 0069); null while none is claimed. */
  readonly tierClaimed: Centavos | null;
  readonly credits: {
    readonly balance: Centavos;
    readonly expiry: Instant | null;
    /** Judged at `now` by day, as the credits box and the main redeem judge it. */
    readonly expired: boolean;
  };
  /** Each offered round the campaign has (a month without a window is left out). */
  readonly bonusRounds: readonly { readonly kind: SummaryRound; readonly standing: BonusStanding }[];
}

export function cardholderSummary(facts: PromoFacts, now: Instant): CardholderSummary {
  const state = promoState(facts, now);
  const { rounds } = state.bonus;
  const standingOf = (kind: SummaryRound): BonusStanding => {
    const { earned, claimed, expired } = rounds.standing[kind];
    if (claimed) return 'claimed';
    if (rounds[kind]?.allowed === true) return 'claimable';
    if (!earned) return 'notEarned';
    return expired ? 'expired' : 'locked';
  };
  return {
    qualifiedSpend: state.spend.total,
    tierReached: claimableGoal(facts.campaign.goals, state.spend.total),
    tierClaimed: state.tier.claimed ? state.tier.reward : null,
    credits: {
      balance: pesosToCentavos(facts.credit.credits),
      expiry: facts.credit.creditsExpiry,
      expired: areCreditsExpired(facts.credit, now, facts.campaign.timeZone),
    },
    bonusRounds: SUMMARY_ROUNDS.filter((kind) => rounds[kind] !== null).map((kind) => ({
      kind,
      standing: standingOf(kind),
    })),
  };
}
