import { REWARD_TEXT } from '../../../../domain/reward-texts';
import { HomeBonusCards } from '../bonus/home-bonus-cards';
import { DASHBOARD_TEXT } from './dashboard-texts';

export interface BonusRoundsSectionProps {
  /** Opens the category transaction list for one merchant category (for the bonus cards' category icons). */
  readonly onShowCategory: (mccID: number) => void;
  /** spec §4 'minimum tier reached': the requirement text is shown only until it is. */
  readonly requirementMet: boolean;
}

/**
 * spec §2 Home: the Bonus Rounds section and its two texts, with the bonus cards (docs/product §2 Bonus cards: Frequency Spend,
 * Extra Three, Installment). The cards are the bonus feature's: this section is the one seam the dashboard
 * leaves for them (decision 15).
 */
export function BonusRoundsSection({ requirementMet }: BonusRoundsSectionProps) {
  return (
    <section className="bonus-rounds page-card" aria-labelledby="bonus-rounds-title">
      <h2 id="bonus-rounds-title">{DASHBOARD_TEXT.bonusRoundsHeading}</h2>
      <p>{REWARD_TEXT.bonusRounds.intro}</p>
      {requirementMet ? null : <p className="bonus-rounds__requirement">{REWARD_TEXT.bonusRounds.requirement}</p>}
      <HomeBonusCards />
    </section>
  );
}
