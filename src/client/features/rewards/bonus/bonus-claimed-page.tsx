import { UI_TEXT } from '../../../../domain/messages';
import { PICK_BANNERS } from '../picker/picker-banners';
import { PickerHeader } from '../picker/picker-header';
import { BackToHome } from './back-links';
import { BONUS_TEXT } from './bonus-texts';

/** spec §2: "A bonus claimed page titled 'Reward Claimed' has a back chevron to home." */
export function BonusClaimedPage() {
  return (
    <section className="page-card" aria-labelledby="bonus-claimed-title">
      <PickerHeader
        back={<BackToHome />}
        title={UI_TEXT.titles.rewardClaimed}
        titleId="bonus-claimed-title"
        bannerSrc={PICK_BANNERS.rewardClaimed}
        description={<p>{BONUS_TEXT.claimed.body}</p>}
      />
    </section>
  );
}
