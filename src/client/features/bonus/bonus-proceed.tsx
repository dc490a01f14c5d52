import type { RedeemReward, Selection } from '../../../domain/picker';
import { RedemptionProceed } from '../../ui/reward-picker/redemption-proceed';
import { BONUS_CONFIRM_DESCRIPTION } from './bonus-confirm-text';
import { type BonusRedemptionTarget, useBonusRedemption } from './use-bonus-redemption';

export interface BonusProceedProps extends BonusRedemptionTarget {
  readonly selection: Selection;
  readonly reward: RedeemReward | null;
  /** The round may be claimed now (spec §4); else Proceed stays disabled. */
  readonly canClaim: boolean;
  /** After the success alert is closed. */
  readonly onClaimed: () => void;
}

/** spec §2 bonus screens: Proceed, then the confirmation dialog that redeems (spec §4 'Redemption submit'). */
export function BonusProceed({ selection, canClaim, onClaimed, ...target }: BonusProceedProps) {
  const redemption = useBonusRedemption(target);
  return (
    <RedemptionProceed
      redemption={redemption}
      selection={selection}
      isBlocked={!canClaim || target.token === null}
      description={BONUS_CONFIRM_DESCRIPTION}
      onClaimed={onClaimed}
    />
  );
}
