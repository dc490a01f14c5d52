import { UI_TEXT } from '../../../domain/messages';
import { DASHBOARD_TEXT } from './dashboard-texts';

export interface BonusRoundsSectionProps {
  /** Opens the category transaction list for one merchant category (for the bonus cards' category icons). */
  readonly onShowCategory: (mccID: number) => void;
}

/**
 * spec §2 Home: the Bonus Rounds section and its two texts. The Installment, Frequency Spend and Extra Three
 * cards are issue 5: they go inside this section, and open a category's transactions with `onShowCategory`.
 */
export function BonusRoundsSection(_props: BonusRoundsSectionProps) {
  return (
    <section className="bonus-rounds page-card" aria-labelledby="bonus-rounds-title">
      <h2 id="bonus-rounds-title">{DASHBOARD_TEXT.bonusRoundsHeading}</h2>
      <p>{UI_TEXT.bonusRounds.intro}</p>
      <p className="bonus-rounds__requirement">{UI_TEXT.bonusRounds.requirement}</p>
    </section>
  );
}
