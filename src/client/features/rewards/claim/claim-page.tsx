import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { RewardGroup } from '../../../../domain/campaign-config';
import type { CreditsBoxState } from '../../../../domain/credits';
import { fillTemplate } from '../../../../domain/messages';
import { type Centavos, formatCredits } from '../../../../domain/money';
import { EMPTY_SELECTION, type PremiumAccess, toRedeemRewards } from '../../../../domain/picker';
import { CreditsBox } from '../credits/credits-box';
import { OrderSummary } from '../picker/order-summary';
import { claimBanner } from '../picker/picker-banners';
import { BackChevron, PickerHeader } from '../picker/picker-header';
import { pickerSections, summaryLines } from '../picker/picker-sections';
import { RedeemProceed } from '../picker/redeem-proceed';
import { CLAIM_TEXT } from './claim-texts';
import { keepSelection, keptSelectionKey } from './kept-selection';
import { RewardLists } from './reward-lists';
import { useClaimSelection } from './use-claim-selection';

export interface ClaimPageProps {
  readonly campaignId: number;
  /** spec §2 /claim `amount` (the tier's reward or the credit balance): what the eGCs may add up to. */
  readonly balance: Centavos;
  /** spec §3 UISchema `rewardsByCategory`. */
  readonly rewardGroups: readonly RewardGroup[];
  /** The card type (credits) and the premium list (UISchema `platinumCardTypeIDs`). */
  readonly access: PremiumAccess;
  readonly creditsBox: CreditsBoxState;
  /** After the success alert is closed (spec §4: to /claimed, credits and orders reloaded). */
  readonly onClaimed: () => void;
}

/** spec §2 /claim: pick eGCs for the reward balance, confirm, redeem. */
export function ClaimPage({ campaignId, balance, rewardGroups, access, creditsBox, onClaimed }: ClaimPageProps) {
  const sections = useMemo(() => pickerSections(rewardGroups, access), [rewardGroups, access]);
  const keptAs = keptSelectionKey(campaignId, balance);
  const picker = useClaimSelection(sections.merchants, balance, access, keptAs);
  return (
    <section className="page-card" aria-labelledby="claim-title">
      <PickerHeader
        back={
          <Link to="/" aria-label={CLAIM_TEXT.backToHome}>
            <BackChevron />
          </Link>
        }
        title={CLAIM_TEXT.title}
        titleId="claim-title"
        bannerSrc={claimBanner(balance)}
        description={<p>{fillTemplate(CLAIM_TEXT.description, { amount: formatCredits(balance) })}</p>}
      />
      <CreditsBox state={creditsBox} />
      <RewardLists sections={sections} picker={picker} />
      <OrderSummary
        lines={summaryLines(picker.selection, sections.merchants)}
        total={picker.total}
        balance={balance}
        remaining={picker.remaining}
      />
      <RedeemProceed
        target={{ kind: 'main', campaignId, rewards: toRedeemRewards(picker.selection, sections.merchants) }}
        selection={picker.selection}
        onClaimed={() => {
          // Claimed: the picks are spent, nothing to bring back.
          keepSelection(keptAs, EMPTY_SELECTION);
          onClaimed();
        }}
      />
    </section>
  );
}
