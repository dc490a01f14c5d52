import { useId } from 'react';
import type { PageConfig } from '../../../../contract/config';
import type { MonthKind } from '../../../../domain/bonus';
import { fillTemplate } from '../../../../domain/messages';
import { REWARD_TEXT } from '../../../../domain/reward-texts';
import { PICK_BANNERS } from '../picker/picker-banners';
import { BackToFrequency } from './back-links';
import { BonusPickPage } from './bonus-pick-page';
import { BonusScreen } from './bonus-screen';
import { BONUS_TEXT } from './bonus-texts';
import type { MonthModel } from './month-model';

/** spec §2 Month screens: "'use the card anywhere fifteen (15) times every promo month'", with the month. */
function MonthRound({ month }: { readonly month: MonthModel }) {
  const titleId = useId();
  const { state } = month;
  return (
    <section className="bonus-round" aria-labelledby={titleId}>
      <h2 id={titleId}>{fillTemplate(BONUS_TEXT.pick.monthHeading, { label: month.label, period: month.period })}</h2>
      <p>{REWARD_TEXT.rewardPick.monthDescription}</p>
      <p className="bonus-round__progress">{state.complete ? REWARD_TEXT.frequencyPage.completed : state.spendsText}</p>
    </section>
  );
}

export interface MonthScreenProps {
  readonly config: PageConfig;
  readonly kind: MonthKind;
  /** After the success alert is closed: the 'Reward Claimed' page. */
  readonly onClaimed: () => void;
}

/** spec §2 /bonusmonthone, /bonusmonthtwo, /bonusmonththree: a promo month's bonus reward pick. */
export function MonthScreen({ config, kind, onClaimed }: MonthScreenProps) {
  return (
    <BonusScreen config={config} onClaimed={onClaimed}>
      {({ model, access, claimed }) => {
        const month = model.months.find((each) => each.kind === kind);
        return (
          <BonusPickPage
            campaignId={config.campaignID}
            rewardGroups={config.uiSchema.bonusRewardsByCategoryFrequency}
            access={access}
            bannerSrc={PICK_BANNERS.frequency}
            back={<BackToFrequency />}
            round={month ? <MonthRound month={month} /> : null}
            token={month?.token ?? null}
            canClaim={month?.state.allowed ?? false}
            months
            onClaimed={claimed}
          />
        );
      }}
    </BonusScreen>
  );
}
