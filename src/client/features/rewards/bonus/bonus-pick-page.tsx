import { type ReactNode, useMemo, useState } from 'react';
import type { RewardGroup } from '../../../../domain/campaign-config';
import { bonusSelection, EMPTY_SELECTION, type PremiumAccess, toRedeemRewards } from '../../../../domain/picker';
import { REWARD_TEXT } from '../../../../domain/reward-texts';
import { FeedbackPanel } from '../../../ui/feedback-panel';
import { PickerHeader } from '../picker/picker-header';
import { pickerSections } from '../picker/picker-sections';
import { RedeemProceed } from '../picker/redeem-proceed';
import { bonusConfirmDescription } from './bonus-confirm-text';
import { BonusRewardLists } from './bonus-reward-lists';
import { BONUS_TEXT } from './bonus-texts';
import './bonus.css';

export interface BonusPickPageProps {
  readonly campaignId: number;
  /** spec §3 UISchema: bonusRewardsByCategory, or bonusRewardsByCategoryFrequency on the month screens. */
  readonly rewardGroups: readonly RewardGroup[];
  readonly access: PremiumAccess;
  /** The header's back chevron link (spec §4 'Back chevron'). */
  readonly back: ReactNode;
  /** The banner naming the round's reward (picker-banners.ts). */
  readonly bannerSrc: string;
  /** The round's own part: Extra Three progress, the installment banner, the month's window. */
  readonly round: ReactNode;
  /** spec §3: the round's bonus record id, the redeem token. */
  readonly token: number | null;
  /** spec §4: the round may be claimed now. */
  readonly canClaim: boolean;
  /** A month screen: plural 'eGCs' in the success text (spec §8). */
  readonly months: boolean;
  /** After the success alert is closed. */
  readonly onClaimed: () => void;
}

/** spec §2 bonus reward pick screens: 'Choose your bonus reward', one reward only, Proceed and confirm. */
export function BonusPickPage(props: BonusPickPageProps) {
  const { rewardGroups, access, canClaim } = props;
  const sections = useMemo(() => pickerSections(rewardGroups, access), [rewardGroups, access]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selection = selectedId === null ? EMPTY_SELECTION : bonusSelection(selectedId);
  const [reward] = toRedeemRewards(selection, sections.merchants);
  return (
    <section className="page-card bonus-pick" aria-labelledby="bonus-pick-title">
      <PickerHeader
        back={props.back}
        title={REWARD_TEXT.rewardPick.chooseBonus}
        titleId="bonus-pick-title"
        bannerSrc={props.bannerSrc}
        description={<p>{BONUS_TEXT.pick.onlyOne}</p>}
      />
      {props.round}
      {canClaim ? null : <FeedbackPanel tone="info" title={BONUS_TEXT.pick.notClaimable} />}
      <BonusRewardLists
        sections={sections}
        access={access}
        selectedId={selectedId}
        onSelect={setSelectedId}
        isDisabled={!canClaim}
      />
      <RedeemProceed
        target={{
          kind: 'bonus',
          campaignId: props.campaignId,
          token: props.token,
          reward: reward ?? null,
          months: props.months,
        }}
        selection={selection}
        isBlocked={!canClaim}
        description={bonusConfirmDescription()}
        onClaimed={props.onClaimed}
      />
    </section>
  );
}
