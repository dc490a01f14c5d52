import { useId } from 'react';
import { fillTemplate, UI_TEXT } from '../../../../domain/messages';
import { type Centavos, formatCredits, formatPeso, pesosToCentavos } from '../../../../domain/money';
import type { SummaryLine } from './picker-sections';
import { PICKER_TEXT } from './reward-picker-texts';
import './reward-picker.css';

export interface OrderSummaryProps {
  readonly lines: readonly SummaryLine[];
  readonly total: Centavos;
  /** The reward balance the eGCs are paid from (spec §2 `amount`). */
  readonly balance: Centavos;
  readonly remaining: Centavos;
}

/** spec §2 /claim order summary: the chosen eGCs, their total and what is left of the balance. */
export function OrderSummary({ lines, total, balance, remaining }: OrderSummaryProps) {
  const headingId = useId();
  return (
    <section className="order-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-summary__heading">
        {PICKER_TEXT.summaryHeading}
      </h2>
      {lines.length === 0 ? (
        // spec §8 empty state.
        <p className="order-summary__empty">{UI_TEXT.empty.noEgcSelected}</p>
      ) : (
        <ul className="order-summary__lines">
          {lines.map(({ merchant, quantity, subtotal }) => (
            <li key={merchant.id} className="order-summary__line">
              <span>{merchant.name}</span>
              <span className="order-summary__count">
                {fillTemplate(PICKER_TEXT.summaryLine, {
                  quantity,
                  value: formatPeso(pesosToCentavos(merchant.value)),
                })}
              </span>
              <span className="order-summary__amount">{formatPeso(subtotal)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="order-summary__totals">
        <div>
          <dt>{PICKER_TEXT.balance}</dt>
          <dd>{formatCredits(balance)}</dd>
        </div>
        <div>
          <dt>{PICKER_TEXT.total}</dt>
          <dd>{formatPeso(total)}</dd>
        </div>
        <div>
          <dt>{PICKER_TEXT.remaining}</dt>
          <dd>{formatCredits(remaining)}</dd>
        </div>
      </dl>
    </section>
  );
}
