import { REWARD_TEXT } from '../../../../domain/reward-texts';
import { BonusCards } from '../bonus/bonus-cards';
import type { DashboardModel } from './dashboard-model';
import { DASHBOARD_TEXT } from './dashboard-texts';

export interface BonusRoundsSectionProps {
  /** Opens the category transaction list for one merchant category (for the bonus cards' category icons). */
  readonly onShowCategory: (mccID: number) => void;
  readonly model: DashboardModel;
}

/**
 * spec §2 Home: the Bonus Rounds section with the bonus cards (docs/product §2 Bonus cards: Frequency Spend, Extra
 * Three, Installment), drawn from home's promo state (decisions 0051, 0160): they fetch nothing and judge nothing.
 * Decision 0164: the spec's 'Meet P75,000 Accumulated Spend first to redeem' is said on the cards it is true of,
 * and the P30,000 the Installment and the months need on theirs, never beside an enabled Redeem now.
 */
export function BonusRoundsSection({ model }: BonusRoundsSectionProps) {
  return (
    <section className="bonus-rounds page-card" aria-labelledby="bonus-rounds-title">
      <h2 id="bonus-rounds-title">{DASHBOARD_TEXT.bonusRoundsHeading}</h2>
      <p>{REWARD_TEXT.bonusRounds.intro}</p>
      <BonusCards bonus={model.promo.bonus} />
    </section>
  );
}
