import { useId } from 'react';
import type { PageConfig } from '../../../../contract/config';
import { REWARD_TEXT } from '../../../../domain/reward-texts';
import { FeedbackPanel } from '../../../ui/feedback-panel';
import { PICK_BANNERS } from '../picker/picker-banners';
import { BackToHome } from './back-links';
import type { InstallmentModel } from './bonus-model';
import { BonusPickPage } from './bonus-pick-page';
import { BonusScreen } from './bonus-screen';
import { BONUS_TEXT } from './bonus-texts';

/** spec §2 Installment screen: the unlock text and the qualified banner 'Installment purchase qualified!'. */
function InstallmentRound({ state }: { readonly state: InstallmentModel }) {
  const titleId = useId();
  return (
    <section className="bonus-round" aria-labelledby={titleId}>
      <h2 id={titleId}>{BONUS_TEXT.pick.installmentHeading}</h2>
      <p>{BONUS_TEXT.pick.installmentUnlock}</p>
      {state.qualified ? <FeedbackPanel tone="success" title={REWARD_TEXT.rewardPick.installmentQualified} /> : null}
    </section>
  );
}

export interface InstallmentScreenProps {
  readonly config: PageConfig;
  /** spec §4: "The Installment screen goes to home and clears errors" once the success alert is closed. */
  readonly onClaimed: () => void;
}

/** spec §2 /bonusclaimins: the Installment bonus. */
export function InstallmentScreen({ config, onClaimed }: InstallmentScreenProps) {
  return (
    <BonusScreen config={config} onClaimed={onClaimed}>
      {({ model, access, claimed }) => (
        <BonusPickPage
          campaignId={config.campaignID}
          rewardGroups={config.uiSchema.bonusRewardsByCategory}
          access={access}
          bannerSrc={PICK_BANNERS.installment}
          back={<BackToHome />}
          round={<InstallmentRound state={model.installment} />}
          token={model.installment.token}
          canClaim={model.installment.allowed}
          months={false}
          onClaimed={claimed}
        />
      )}
    </BonusScreen>
  );
}
