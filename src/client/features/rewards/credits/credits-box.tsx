import type { ReactElement } from 'react';
import type { CreditsBoxState } from '../../../../domain/credits';
import { fillTemplate } from '../../../../domain/messages';
import { formatCredits } from '../../../../domain/money';
import { REWARD_TEXT } from '../../../../domain/reward-texts';
import { useNetworkAction } from '../../../lib/use-network-action';
import { Button } from '../../../ui/button';
import './credits-box.css';
import { NetworkReason } from '../../../ui/network-reason';

export interface CreditsBoxProps {
  /** From `creditsBoxState(credit, orders, timeZone)` in src/domain/credits.ts (decision 4). */
  readonly state: CreditsBoxState;
  /** Redeem (spec §2: opens /claim with the balance); without it the box shows the balance only. */
  readonly onRedeem?: () => void;
}

const TEXT = REWARD_TEXT.redemptions;

/** Redeem needs the server: offline it is disabled with the reason (docs/product §10). */
function RedeemButton({ onRedeem }: { readonly onRedeem: () => void }) {
  const network = useNetworkAction();
  return (
    <div className="credits-box__action">
      <Button onPress={onRedeem} isDisabled={network.isOffline} aria-describedby={network.reasonId}>
        {TEXT.redeem}
      </Button>
      <NetworkReason action={network} />
    </div>
  );
}

/** spec §2 Redemptions tab and default layout: the credits box in its states (hidden shows nothing). */
export function CreditsBox({ state, onRedeem }: CreditsBoxProps): ReactElement | null {
  switch (state.kind) {
    case 'hidden':
      return null;
    case 'allClaimed':
      return (
        <section className="credits-box credits-box--claimed" aria-label={TEXT.rewardBalance}>
          <p className="credits-box__message">{TEXT.allClaimed}</p>
        </section>
      );
    // Decision 0163: the tier is spent but a bonus round is still open: not 'claimed all'.
    case 'bonusLeft':
      return (
        <section className="credits-box credits-box--claimed" aria-label={TEXT.rewardBalance}>
          <p className="credits-box__message">{TEXT.bonusLeft}</p>
        </section>
      );
    case 'expired':
      return (
        <section className="credits-box credits-box--expired" aria-label={TEXT.rewardBalance}>
          <p className="credits-box__label">{TEXT.rewardBalance}</p>
          <p className="credits-box__amount">
            <del>{formatCredits(state.balance)}</del>
          </p>
          {/* A server that flags expiry without a date leaves only the struck-through balance. */}
          {state.expiredOn === null ? null : (
            <p className="credits-box__message">{fillTemplate(TEXT.creditsExpired, { date: state.expiredOn })}</p>
          )}
        </section>
      );
    case 'balance':
      return (
        <section className="credits-box" aria-label={TEXT.rewardBalance}>
          <div>
            <p className="credits-box__label">{TEXT.rewardBalance}</p>
            <p className="credits-box__amount">{formatCredits(state.balance)}</p>
          </div>
          {onRedeem === undefined ? null : <RedeemButton onRedeem={onRedeem} />}
        </section>
      );
  }
}
