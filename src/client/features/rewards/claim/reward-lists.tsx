import { useId } from 'react';
import type { Merchant } from '../../../../domain/entities';
import { CategoryAccordion } from '../picker/category-accordion';
import { MerchantList } from '../picker/merchant-row';
import type { PickerSections } from '../picker/picker-sections';
import { rewardLabel } from '../picker/picker-sections';
import { PremiumNotice } from '../picker/premium-notice';
import { QuantityStepper } from '../picker/quantity-stepper';
import { PICKER_TEXT } from '../picker/reward-picker-texts';
import type { ClaimSelection } from './use-claim-selection';

export interface RewardListsProps {
  readonly sections: PickerSections;
  readonly picker: ClaimSelection;
}

/** spec §2 /claim: the premium list (with the non-premium notice) and the regular list by category. */
export function RewardLists({ sections, picker }: RewardListsProps) {
  const premiumId = useId();
  const regularId = useId();
  const stepper = (merchant: Merchant) => (
    <QuantityStepper
      name={rewardLabel(merchant)}
      quantity={picker.quantityOf(merchant)}
      state={picker.stepperFor(merchant)}
      onStep={(change) => picker.step(merchant, change)}
    />
  );
  return (
    <>
      {sections.premium.length > 0 ? (
        <section className="picker-section" aria-labelledby={premiumId}>
          <h2 id={premiumId}>{PICKER_TEXT.premiumHeading}</h2>
          {sections.showPremiumNotice ? <PremiumNotice /> : null}
          <MerchantList merchants={sections.premium} renderControl={stepper} />
        </section>
      ) : null}
      <section className="picker-section" aria-labelledby={regularId}>
        <h2 id={regularId}>{PICKER_TEXT.regularHeading}</h2>
        <CategoryAccordion groups={sections.regularGroups} renderControl={stepper} />
      </section>
    </>
  );
}
