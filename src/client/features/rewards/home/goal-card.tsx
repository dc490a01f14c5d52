import type { GoalWithStatus } from '../../../../domain/goals';
import { fillTemplate } from '../../../../domain/messages';
import { formatCredits } from '../../../../domain/money';
import { REWARD_TEXT } from '../../../../domain/reward-texts';
import { Button } from '../../../ui/button';
import { DASHBOARD_TEXT } from './dashboard-texts';

// Read at render, so a switch of language shows (decision 0208).
const statusLabel = (status: GoalWithStatus['status']): string =>
  ({
    Reached: REWARD_TEXT.progress.goalStatus.claim,
    Locked: REWARD_TEXT.progress.goalStatus.locked,
    Skipped: REWARD_TEXT.progress.goalStatus.skipped,
    Claimed: DASHBOARD_TEXT.progress.goalClaimed,
    Closed: DASHBOARD_TEXT.progress.goalClosed,
  })[status];

export interface GoalCardProps {
  readonly goal: GoalWithStatus;
  /** The claim action for the reached goal; null when there is nothing to claim (e.g. all claimed). */
  readonly onClaim: (() => void) | null;
}

/**
 * spec §2: a goal card with its status button, Claim, Locked or Skipped; only Claim is active (spec §4). Once a
 * tier is claimed, Claimed or Closed, both inactive (decision 0069).
 */
export function GoalCard({ goal: { goal, status }, onClaim }: GoalCardProps) {
  const isActive = status === 'Reached' && onClaim !== null;
  return (
    <li className="goal-card" data-status={status.toLowerCase()}>
      <p className="goal-card__spend">
        {fillTemplate(DASHBOARD_TEXT.progress.goalSpend, { amount: formatCredits(goal.threshold) })}
      </p>
      <p className="goal-card__reward">
        {fillTemplate(DASHBOARD_TEXT.progress.goalReward, { reward: formatCredits(goal.reward) })}
      </p>
      <Button variant="secondary" isDisabled={!isActive} onPress={onClaim ?? undefined}>
        {statusLabel(status)}
      </Button>
    </li>
  );
}
