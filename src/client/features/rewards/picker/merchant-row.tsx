import type { ReactNode } from 'react';
import type { Merchant } from '../../../../domain/entities';
import { fillTemplate } from '../../../../domain/messages';
import { formatPeso, pesosToCentavos } from '../../../../domain/money';
import { rewardLabel } from './picker-sections';
import { PICKER_TEXT } from './reward-picker-texts';
import './reward-picker.css';

interface MerchantRowProps {
  readonly merchant: Merchant;
  /** The row's control: a quantity stepper on /claim, a single choice on the bonus screens. */
  readonly control: ReactNode;
}

/** spec §2: "A merchant item row has a name, value, an optional locations link, and a quantity stepper". */
function MerchantRow({ merchant, control }: MerchantRowProps) {
  return (
    <li className="merchant-row">
      {merchant.image ? (
        // The name is written beside it: the logo is decoration.
        <img className="merchant-row__image" src={merchant.image} alt="" width="48" height="48" loading="lazy" />
      ) : null}
      <div className="merchant-row__text">
        <span className="merchant-row__name">{merchant.name}</span>
        {merchant.isForPlatinumOnly ? <span className="merchant-row__badge">{PICKER_TEXT.premiumBadge}</span> : null}
        <span className="merchant-row__value">{formatPeso(pesosToCentavos(merchant.value))}</span>
        {merchant.locationsUrl ? (
          <a
            className="merchant-row__locations"
            href={merchant.locationsUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={fillTemplate(PICKER_TEXT.locationsOf, { name: rewardLabel(merchant) })}
          >
            {PICKER_TEXT.locations}
          </a>
        ) : null}
      </div>
      <div className="merchant-row__control">{control}</div>
    </li>
  );
}

export interface MerchantListProps {
  readonly merchants: readonly Merchant[];
  readonly renderControl: (merchant: Merchant) => ReactNode;
}

/** A list of merchant rows (the premium list, one accordion panel). */
export function MerchantList({ merchants, renderControl }: MerchantListProps) {
  return (
    <ul className="merchant-list">
      {merchants.map((merchant) => (
        <MerchantRow key={merchant.id} merchant={merchant} control={renderControl(merchant)} />
      ))}
    </ul>
  );
}
