import type { AdminEgcRow } from '../../../contract/admin-paged';
import type { Instant } from '../../../domain/dates';
import { egcState } from '../../../domain/egcs';
import { fillTemplate } from '../../../domain/messages';
import { type Centavos, formatPeso, pesosToCentavos } from '../../../domain/money';
import { egcStateText, orderBonusKind, orderReference } from '../../../domain/orders';
import { isLiveEgc } from '../../../domain/promo-state';
import { REWARD_TEXT } from '../../../domain/reward-texts';
import { formatDateOrNone } from './admin-dates';
import { ADMIN_TEXT } from './admin-texts';

// Decision 0235: the back office's Redemptions, a row per eGC: what tells an eGC from its order's others (merchant,
// value, last four, when it was used) and its state, judged as the cardholder's screens and the download judge it.

export interface EgcRow {
  readonly key: number;
  readonly orderID: number;
  readonly dateText: string;
  /** 'REF 5', as the cardholder's screens and the download say it. */
  readonly reference: string;
  /** spec §2 Redemptions tab: 'Spend Rewards' (main orders) or 'Bonus Round Rewards'. */
  readonly round: string;
  readonly merchant: string;
  readonly value: Centavos;
  readonly valueText: string;
  readonly codeEnding: string;
  /** 'Active', 'Used' or 'Expired' (decision 0160). */
  readonly state: string;
  readonly usedText: string;
  /** 'Valid until …', 'Expired on …', or nothing once used (spec §2). */
  readonly expiryText: string;
  /** Only a live eGC is sent again (decision 0161): its order's Resend is offered on its row. */
  readonly live: boolean;
}

export function egcRows(rows: readonly AdminEgcRow[], at: { now: Instant; timeZone: string }): EgcRow[] {
  const { timeZone } = at;
  const none = ADMIN_TEXT.cardholder.none;
  const text = ADMIN_TEXT.orders;
  return rows.map((row) => {
    const state = egcState(row, at.now, timeZone);
    const expiry = formatDateOrNone(row.expiryDate, timeZone, none);
    const expiryText =
      state === 'used' || row.expiryDate === null
        ? none
        : fillTemplate(state === 'expired' ? text.expiredOn : text.validUntilDate, { date: expiry });
    return {
      key: row.egcID,
      orderID: row.orderID,
      dateText: formatDateOrNone(row.dateOrdered, timeZone, none),
      reference: orderReference(row.orderID),
      round:
        orderBonusKind(row.clientReferenceNo) === null
          ? REWARD_TEXT.redemptions.spendRewards
          : REWARD_TEXT.redemptions.bonusRoundRewards,
      merchant: row.merchant,
      value: pesosToCentavos(row.value),
      valueText: formatPeso(pesosToCentavos(row.value)),
      codeEnding: row.codeEnding ?? none,
      state: egcStateText(state),
      usedText: formatDateOrNone(row.usedAt, timeZone, none),
      expiryText,
      live: isLiveEgc(row, at.now, timeZone),
    };
  });
}
