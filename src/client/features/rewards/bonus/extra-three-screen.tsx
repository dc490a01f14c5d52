import type { PageConfig } from '../../../../contract/config';
import { PICK_BANNERS } from '../picker/picker-banners';
import { BackToHome } from './back-links';
import { BonusPickPage } from './bonus-pick-page';
import { BonusScreen } from './bonus-screen';
import { ExtraThreeRound } from './extra-three-round';

export interface ExtraThreeScreenProps {
  readonly config: PageConfig;
  /** After the success alert is closed: the 'Reward Claimed' page. */
  readonly onClaimed: () => void;
}

/** spec §2 /bonusclaimext: the Bonus Round (Extra Three) screen. */
export function ExtraThreeScreen({ config, onClaimed }: ExtraThreeScreenProps) {
  return (
    <BonusScreen config={config} onClaimed={onClaimed}>
      {({ model, access, claimed }) => (
        <BonusPickPage
          campaignId={config.campaignID}
          rewardGroups={config.uiSchema.bonusRewardsByCategory}
          access={access}
          bannerSrc={PICK_BANNERS.extraThree}
          back={<BackToHome />}
          round={<ExtraThreeRound model={model} timeZone={config.timeZone} />}
          token={model.extraThree.token}
          canClaim={model.extraThree.allowed}
          months={false}
          onClaimed={claimed}
        />
      )}
    </BonusScreen>
  );
}
