import { BONUS_REDEMPTION_AMOUNT } from '../../domain/bonus/constants';
import { formatDisplayDate } from '../../domain/dates';
import type { SpendGoal } from '../../domain/goals';
import { fillTemplate } from '../../domain/messages';
import { type Centavos, centavos, formatCredits, pesosToCentavos } from '../../domain/money';
import { NUDGE_TEXT } from '../../domain/nudge-texts';
import type { ExpiryReminder, Moment } from '../../domain/nudges';

// Each moment as the service worker shows it (decision 0202): its words (NUDGE_TEXT), the screen a tap
// opens (decision 0202) and the key it is sent once by.

export interface MomentNotice {
  readonly moment: Moment;
  /** With the moment and the cardholder, what makes it once only: a goal, a round, an order, a claim. */
  readonly key: string;
  readonly title: string;
  readonly body: string;
  /** The app path a tap opens. */
  readonly url: string;
}

function noticeOf(moment: Moment, key: string, url: string, values: Record<string, string | number>): MomentNotice {
  const texts = NUDGE_TEXT.moments[moment];
  return { moment, key, url, title: fillTemplate(texts.title, values), body: fillTemplate(texts.body, values) };
}

/** Home: where the claim starts (spec §4 Claim flow: a higher tier's warning comes first). */
export const goalReachedNotice = (goal: SpendGoal): MomentNotice =>
  noticeOf('goal-reached', String(goal.threshold), '/', {
    threshold: formatCredits(goal.threshold),
    reward: formatCredits(goal.reward),
  });

/** Home's Bonus Rounds, where each round's card leads to its claim. Keyed by the round (one of each, spec §5). */
export const bonusRoundNotice = (round: string, claimBy: Date, timeZone: string): MomentNotice =>
  noticeOf('bonus-round', round, '/', {
    reward: formatCredits(pesosToCentavos(BONUS_REDEMPTION_AMOUNT)),
    date: formatDisplayDate(claimBy, timeZone),
  });

/** My eGCs at the order's eGCs. */
const walletPathOf = (orderId: number) => `/egcs?order=${orderId}`;

export const egcsReadyNotice = (orderId: number, value: Centavos): MomentNotice =>
  noticeOf('egcs-ready', String(orderId), walletPathOf(orderId), { value: formatCredits(value), ref: orderId });

export const egcsExpiringNotice = (
  reminder: ExpiryReminder,
  order: { readonly orderId: number; readonly unusedCentavos: number; readonly expiresAt: Date },
  timeZone: string,
): MomentNotice =>
  noticeOf(reminder === 7 ? 'egc-expiring-7' : 'egc-expiring-1', String(order.orderId), walletPathOf(order.orderId), {
    value: formatCredits(centavos(order.unusedCentavos)),
    ref: order.orderId,
    date: formatDisplayDate(order.expiresAt, timeZone),
  });

export const balanceExpiringNotice = (
  balance: { readonly claimId: number; readonly balanceCentavos: number; readonly expiresAt: Date },
  timeZone: string,
): MomentNotice =>
  noticeOf('credits-expiring-7', String(balance.claimId), '/', {
    balance: formatCredits(centavos(balance.balanceCentavos)),
    date: formatDisplayDate(balance.expiresAt, timeZone),
  });
