import { MAXIMUM_SPEND } from '../../../../domain/goals';
import { fillTemplate } from '../../../../domain/messages';
import { formatCredits, formatPeso } from '../../../../domain/money';
import { REWARD_TEXT } from '../../../../domain/reward-texts';
import { useNetworkAction } from '../../../lib/use-network-action';
import { Button } from '../../../ui/button';
import { NetworkReason } from '../../../ui/network-reason';
import type { DashboardModel } from './dashboard-model';
import { DASHBOARD_TEXT } from './dashboard-texts';
import { GoalCard } from './goal-card';
import { MilestoneBar } from './milestone-bar';

export interface SpendTabProps {
  readonly model: DashboardModel;
  /** Runs the model's claim action (confirmation, /claim, or redeeming the balance). */
  readonly onClaim: () => void;
  readonly onShowTransactions: () => void;
}

/**
 * spec §2: the hint, and at the maximum the maximum text and 'Redemption until', otherwise to use the card more.
 * Decision 0069: once a tier is claimed, which tier was claimed instead: asking for more spend or saying "you
 * can now claim" would be untrue.
 */
function SpendHint({ model }: { readonly model: DashboardModel }) {
  const text = REWARD_TEXT.progress;
  const until = (
    <p className="spend-tab__until">{fillTemplate(text.redemptionUntil, { date: model.redemptionUntil })}</p>
  );
  const { promo } = model;
  if (promo.tier.reward !== null) {
    const reward = formatCredits(promo.tier.reward);
    return (
      <>
        <p className="spend-tab__hint">{fillTemplate(DASHBOARD_TEXT.progress.claimedHint, { reward })}</p>
        {promo.spend.atMaximum ? until : null}
      </>
    );
  }
  return (
    <>
      <p className="spend-tab__hint">{DASHBOARD_TEXT.progress.hint}</p>
      {promo.spend.atMaximum ? (
        <>
          <p className="spend-tab__maximum">{text.maximumReached}</p>
          {until}
        </>
      ) : (
        <p>{DASHBOARD_TEXT.progress.useCardMore}</p>
      )}
    </>
  );
}

/** spec §2 Progress panel, Spend tab. */
export function SpendTab({ model, onClaim, onShowTransactions }: SpendTabProps) {
  const text = REWARD_TEXT.progress;
  // docs/product §10: claiming needs the server; offline the cached tab stays readable and says why Claim is off.
  const network = useNetworkAction();
  const { spend, goals, claim } = model.promo;
  const canClaim = claim.kind !== 'none' && !network.isOffline;
  return (
    <div className="spend-tab">
      <p className="spend-tab__current">
        <span className="spend-tab__current-label">{text.currentSpend}</span>
        <strong className="spend-tab__current-amount">{formatPeso(spend.total)}</strong>
      </p>
      <MilestoneBar progress={spend.progress} totalSpend={spend.total} maximum={MAXIMUM_SPEND} />
      <h3 className="spend-tab__heading">{text.goalsHeading}</h3>
      <ul className="goal-cards">
        {goals.map((goal) => (
          <GoalCard key={goal.goal.threshold} goal={goal} onClaim={canClaim ? onClaim : null} />
        ))}
      </ul>
      <SpendHint model={model} />
      <p className="spend-tab__one-tier">{DASHBOARD_TEXT.progress.oneTierOnly}</p>
      <div className="spend-tab__actions">
        <Button onPress={onClaim} isDisabled={!canClaim} aria-describedby={network.reasonId}>
          {text.claimReward}
        </Button>
        <Button variant="link" onPress={onShowTransactions}>
          {text.seeQualifiedTransactions}
        </Button>
      </div>
      <NetworkReason action={network} />
    </div>
  );
}
