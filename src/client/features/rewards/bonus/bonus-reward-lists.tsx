import { useId } from 'react';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import type { Merchant } from '../../../../domain/entities';
import { canSelectMerchant, type PremiumAccess } from '../../../../domain/picker';
import { MerchantList } from '../picker/merchant-row';
import { type PickerSections, rewardLabel } from '../picker/picker-sections';
import { PremiumNotice } from '../picker/premium-notice';
import { PICKER_TEXT } from '../picker/reward-picker-texts';
import { BONUS_TEXT } from './bonus-texts';

export interface BonusRewardListsProps {
  readonly sections: PickerSections;
  readonly access: PremiumAccess;
  /** The chosen reward's id (`Merchant.id`), or null. */
  readonly selectedId: number | null;
  readonly onSelect: (merchantId: number) => void;
  /** While a redemption is sent, or when the round cannot be claimed. */
  readonly isDisabled: boolean;
}

/**
 * spec §2 bonus screens: a premium list (with the non-premium notice) and a regular list, and spec §5 "One
 * reward only, quantity 1": one radio group over both lists, so choosing a reward replaces the previous choice.
 */
export function BonusRewardLists({ sections, access, selectedId, onSelect, isDisabled }: BonusRewardListsProps) {
  const premiumId = useId();
  const regularId = useId();
  const radio = (merchant: Merchant) => (
    <Radio
      value={String(merchant.id)}
      aria-label={rewardLabel(merchant)}
      // spec §5: premium-only merchants can be selected only with a premium card type.
      isDisabled={!canSelectMerchant(merchant, access.cardTypeID, access.platinumCardTypeIDs)}
      className="bonus-radio"
    >
      <span className="bonus-radio__dot" aria-hidden="true" />
    </Radio>
  );
  return (
    <RadioGroup
      aria-label={BONUS_TEXT.pick.rewardsLabel}
      value={selectedId === null ? null : String(selectedId)}
      onChange={(value) => onSelect(Number(value))}
      isDisabled={isDisabled}
      className="bonus-rewards"
    >
      {sections.premium.length > 0 ? (
        <section className="picker-section" aria-labelledby={premiumId}>
          <h2 id={premiumId}>{PICKER_TEXT.premiumHeading}</h2>
          {sections.showPremiumNotice ? <PremiumNotice /> : null}
          <MerchantList merchants={sections.premium} renderControl={radio} />
        </section>
      ) : null}
      <section className="picker-section" aria-labelledby={regularId}>
        <h2 id={regularId}>{PICKER_TEXT.regularHeading}</h2>
        {sections.regularGroups.map((group) => (
          <div key={group.id} className="bonus-rewards__group">
            {group.name ? <h3>{group.name}</h3> : null}
            <MerchantList merchants={group.merchants} renderControl={radio} />
          </div>
        ))}
      </section>
    </RadioGroup>
  );
}
