// spec §2 Home: the banner, chosen by spend band; decision 0162: its words and art follow the claim state too, so it
// never invites a claim that is over, nor thanks a cardholder who still has something to claim.
import { formatDisplayDate, type Instant } from '../dates';
import { type BannerBand, bannerBand, claimableGoal, type SpendGoal } from '../goals';
import { fillTemplate } from '../messages';
import { type Centavos, formatCredits } from '../money';
import { REWARD_TEXT } from '../reward-texts';

/** Where the cardholder stands with the spend reward, the banner's words' subject. */
type BannerClaimState =
  /** No goal reached, none claimed: the next goal to spend for. */
  | 'reachGoal'
  /** A goal reached and no tier claimed: claim it (or, below the top goal, spend on). */
  | 'claimTier'
  /** A tier claimed and credits left that can still be redeemed. */
  | 'redeemBalance'
  /** The tier's credits spent or expired, and a bonus round a screen offers can be claimed now. */
  | 'bonusLeft'
  /** Credits left over when their claiming period ended, and no bonus to claim. */
  | 'creditsExpired'
  /** A tier claimed and spent, and nothing else to claim. */
  | 'allClaimed';

/** The picture: the spend band's while the tier is to reach or claim, the claim state's after (`/images/banners/home-{art}.svg`). */
export type BannerArt = BannerBand | 'balance' | 'bonus' | 'expired' | 'allClaimed';

export interface BannerState {
  readonly band: BannerBand;
  readonly claim: BannerClaimState;
  readonly art: BannerArt;
  readonly eyebrow: string;
  readonly title: string;
  readonly line: string;
  /** What the words invite the cardholder to do now: a main redeem, a bonus redeem, or nothing. */
  readonly invites: 'mainRedeem' | 'bonusRedeem' | null;
}

export interface BannerFacts {
  readonly goals: readonly SpendGoal[];
  readonly totalSpend: Centavos;
  readonly tierClaimed: boolean;
  /** Decision 0069: the claimed tier's eGC value. */
  readonly claimedReward: Centavos | null;
  readonly balance: Centavos;
  readonly creditsExpired: boolean;
  readonly creditsExpiry: Instant | null;
  readonly bonusLeft: boolean;
  readonly timeZone: string;
}

function claimStateOf(facts: BannerFacts): BannerClaimState {
  if (!facts.tierClaimed) return claimableGoal(facts.goals, facts.totalSpend) === null ? 'reachGoal' : 'claimTier';
  if (facts.balance > 0 && !facts.creditsExpired) return 'redeemBalance';
  if (facts.bonusLeft) return 'bonusLeft';
  return facts.balance > 0 ? 'creditsExpired' : 'allClaimed';
}

const ART: Readonly<Record<Exclude<BannerClaimState, 'reachGoal' | 'claimTier'>, BannerArt>> = {
  redeemBalance: 'balance',
  bonusLeft: 'bonus',
  creditsExpired: 'expired',
  allClaimed: 'allClaimed',
};

type Words = Pick<BannerState, 'eyebrow' | 'title' | 'line'>;

const byThreshold = (goals: readonly SpendGoal[]) => [...goals].sort((a, b) => a.threshold - b.threshold);

/** The words before a tier is claimed: the lowest goal to reach, or the goal reached and the next one. */
function goalWords(facts: BannerFacts): Words {
  const text = REWARD_TEXT.banner;
  const goals = byThreshold(facts.goals);
  const reached = claimableGoal(goals, facts.totalSpend);
  if (reached === null) {
    const first = goals[0];
    const amounts = first
      ? { threshold: formatCredits(first.threshold), reward: formatCredits(first.reward) }
      : { threshold: '', reward: '' };
    return {
      ...text.reachGoal,
      title: fillTemplate(text.reachGoal.title, amounts),
      line: fillTemplate(text.reachGoal.line, amounts),
    };
  }
  const amounts = { threshold: formatCredits(reached.threshold), reward: formatCredits(reached.reward) };
  const next = goals.find((goal) => goal.threshold > reached.threshold);
  if (next === undefined) {
    return {
      ...text.claimTop,
      title: fillTemplate(text.claimTop.title, amounts),
      line: fillTemplate(text.claimTop.line, amounts),
    };
  }
  return {
    ...text.claimTier,
    title: fillTemplate(text.claimTier.title, amounts),
    line: fillTemplate(text.claimTier.line, { ...amounts, next: formatCredits(next.reward) }),
  };
}

function claimedWords(claim: BannerClaimState, facts: BannerFacts): Words {
  const text = REWARD_TEXT.banner;
  const balance = formatCredits(facts.balance);
  const date = facts.creditsExpiry === null ? null : formatDisplayDate(facts.creditsExpiry, facts.timeZone);
  switch (claim) {
    case 'redeemBalance':
      return {
        eyebrow: text.redeemBalance.eyebrow,
        title: fillTemplate(text.redeemBalance.title, { balance }),
        line: date === null ? text.redeemBalance.lineNoDate : fillTemplate(text.redeemBalance.line, { date }),
      };
    case 'creditsExpired':
      return {
        eyebrow: text.creditsExpired.eyebrow,
        title: text.creditsExpired.title,
        line:
          date === null
            ? fillTemplate(text.creditsExpired.lineNoDate, { balance })
            : fillTemplate(text.creditsExpired.line, { balance, date }),
      };
    case 'bonusLeft':
      return text.bonusLeft;
    default:
      return {
        eyebrow: text.allClaimed.eyebrow,
        title:
          facts.claimedReward === null
            ? text.allClaimed.titleNoReward
            : fillTemplate(text.allClaimed.title, { reward: formatCredits(facts.claimedReward) }),
        line: text.allClaimed.line,
      };
  }
}

const INVITES: Readonly<Record<BannerClaimState, BannerState['invites']>> = {
  reachGoal: null,
  claimTier: 'mainRedeem',
  redeemBalance: 'mainRedeem',
  bonusLeft: 'bonusRedeem',
  creditsExpired: null,
  allClaimed: null,
};

export function bannerState(facts: BannerFacts): BannerState {
  const band = bannerBand(facts.totalSpend);
  const claim = claimStateOf(facts);
  const beforeClaim = claim === 'reachGoal' || claim === 'claimTier';
  const words = beforeClaim ? goalWords(facts) : claimedWords(claim, facts);
  return { band, claim, art: beforeClaim ? band : ART[claim], ...words, invites: INVITES[claim] };
}
