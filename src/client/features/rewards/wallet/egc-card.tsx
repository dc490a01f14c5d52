import { formatDisplayDate } from '../../../../domain/dates';
import type { Egc, EgcState } from '../../../../domain/egcs';
import { fillTemplate } from '../../../../domain/messages';
import { formatPeso, pesosToCentavos } from '../../../../domain/money';
import { REWARD_TEXT } from '../../../../domain/reward-texts';
import { Button } from '../../../ui/button';
import { WALLET_TEXT } from './wallet-texts';

export interface EgcCardProps {
  readonly egc: Egc;
  readonly state: EgcState;
  readonly timeZone: string;
  readonly onShow: (egc: Egc) => void;
}

export const egcValueText = (egc: Egc): string =>
  fillTemplate(WALLET_TEXT.value, { value: formatPeso(pesosToCentavos(egc.value)) });

function statusLine(egc: Egc, state: EgcState, timeZone: string): string {
  if (state === 'used') {
    return egc.usedAt === null
      ? WALLET_TEXT.usedNoDate
      : fillTemplate(WALLET_TEXT.usedOn, { date: formatDisplayDate(egc.usedAt, timeZone) });
  }
  const date = formatDisplayDate(egc.expiryDate, timeZone);
  return fillTemplate(state === 'expired' ? WALLET_TEXT.expiredOn : WALLET_TEXT.validUntil, { date });
}

/** One eGC (decision 0080): logo, merchant, value, validity and status; its code stays hidden until Show code. */
export function EgcCard({ egc, state, timeZone, onShow }: EgcCardProps) {
  const value = egcValueText(egc);
  return (
    <li className="egc-card" data-state={state}>
      {egc.image ? <img className="egc-card__logo" src={egc.image} alt="" width="56" height="56" /> : null}
      <div className="egc-card__details">
        <h3 className="egc-card__merchant">{egc.merchant}</h3>
        <p className="egc-card__value">{value}</p>
        <p className="egc-card__status">{statusLine(egc, state, timeZone)}</p>
        <p className="egc-card__reference">
          {fillTemplate(REWARD_TEXT.redemptions.reference, { orderID: egc.orderID })}
        </p>
      </div>
      {state === 'active' ? (
        <Button
          aria-label={fillTemplate(WALLET_TEXT.showCodeOf, { merchant: egc.merchant, value })}
          onPress={() => onShow(egc)}
        >
          {WALLET_TEXT.showCode}
        </Button>
      ) : (
        <p className="egc-card__not-spendable">{WALLET_TEXT.notSpendable}</p>
      )}
    </li>
  );
}
