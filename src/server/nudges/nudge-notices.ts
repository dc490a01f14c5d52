import { BONUS_REDEMPTION_AMOUNT } from '../../domain/bonus/constants';
import type { SpendGoal } from '../../domain/goals';
import { textsIn } from '../../domain/i18n/catalogues';
import { formatText } from '../../domain/i18n/format-text';
import { formatDateIn } from '../../domain/i18n/formats';
import type { Locale } from '../../domain/i18n/locales';
import { type Centavos, centavos, formatCredits, pesosToCentavos } from '../../domain/money';
import type { ExpiryReminder, Moment } from '../../domain/nudges';

// Each moment as the service worker shows it (decision 0202): its words (NUDGE_TEXT, in the cardholder's language,
// decision 0209, filled by noticeWords when the cardholder is known), the screen a tap opens (decision 0202) and
// the key it is sent once by.

export interface MomentNotice {
  readonly moment: Moment;
  /** With the moment and the cardholder, what makes it once only: a goal, a round, an order, a claim. */
  readonly key: string;
  /** The app path a tap opens. */
  readonly url: string;
  /** What the words name: amounts and references as written, a `date` as a moment on `timeZone`'s calendar. */
  readonly values: Readonly<Record<string, string | number>>;
  readonly date?: { readonly at: Date; readonly timeZone: string };
}

function noticeOf(
  moment: Moment,
  key: string,
  url: string,
  values: Record<string, string | number>,
  date?: MomentNotice['date'],
): MomentNotice {
  return { moment, key, url, values, ...(date && { date }) };
}

/** The notice's title and body in `locale` (decision 0209), its date read for that language (decision 0212). */
export function noticeWords(notice: MomentNotice, locale: Locale): { title: string; body: string } {
  const texts = textsIn('nudges', locale).moments[notice.moment];
  const date = notice.date && formatDateIn(locale, notice.date.at, notice.date.timeZone);
  const values = date === undefined ? notice.values : { ...notice.values, date };
  return { title: formatText(locale, texts.title, values), body: formatText(locale, texts.body, values) };
}

/** Home: where the claim starts (spec §4 Claim flow: a higher tier's warning comes first). */
export const goalReachedNotice = (goal: SpendGoal): MomentNotice =>
  noticeOf('goal-reached', String(goal.threshold), '/', {
    threshold: formatCredits(goal.threshold),
    reward: formatCredits(goal.reward),
  });

/** Home's Bonus Rounds, where each round's card leads to its claim. Keyed by the round (one of each, spec §5). */
export const bonusRoundNotice = (round: string, claimBy: Date, timeZone: string): MomentNotice =>
  noticeOf(
    'bonus-round',
    round,
    '/',
    { reward: formatCredits(pesosToCentavos(BONUS_REDEMPTION_AMOUNT)) },
    { at: claimBy, timeZone },
  );

/** My eGCs at the order's eGCs. */
const walletPathOf = (orderId: number) => `/egcs?order=${orderId}`;

export const egcsReadyNotice = (orderId: number, value: Centavos): MomentNotice =>
  noticeOf('egcs-ready', String(orderId), walletPathOf(orderId), { value: formatCredits(value), ref: orderId });

export const egcsExpiringNotice = (
  reminder: ExpiryReminder,
  order: { readonly orderId: number; readonly unusedCentavos: number; readonly expiresAt: Date },
  timeZone: string,
): MomentNotice =>
  noticeOf(
    reminder === 7 ? 'egc-expiring-7' : 'egc-expiring-1',
    String(order.orderId),
    walletPathOf(order.orderId),
    { value: formatCredits(centavos(order.unusedCentavos)), ref: order.orderId },
    { at: order.expiresAt, timeZone },
  );

export const balanceExpiringNotice = (
  balance: { readonly claimId: number; readonly balanceCentavos: number; readonly expiresAt: Date },
  timeZone: string,
): MomentNotice =>
  noticeOf(
    'credits-expiring-7',
    String(balance.claimId),
    '/',
    { balance: formatCredits(centavos(balance.balanceCentavos)) },
    { at: balance.expiresAt, timeZone },
  );
