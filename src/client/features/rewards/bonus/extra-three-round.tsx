import { useId } from 'react';
import { CATEGORIES_FOR_BONUS } from '../../../../domain/bonus';
import { fillTemplate } from '../../../../domain/messages';
import { REWARD_TEXT } from '../../../../domain/reward-texts';
import type { BonusModel } from './bonus-model';
import { BONUS_TEXT } from './bonus-texts';
import { CategoryDetails } from './category-details';
import { CategorySlots } from './category-icon';

/**
 * spec §2 Bonus Round (Extra Three) screen: progress '(n of 3)' or 'Completed'; round icons for the reached
 * extra categories and grey crossed circles for the rest, which fill only after the first five; Show details.
 */
export function ExtraThreeRound({ model, timeZone }: { readonly model: BonusModel; readonly timeZone: string }) {
  const titleId = useId();
  const state = model.extraThree;
  const text = REWARD_TEXT.rewardPick;
  const complete = state.moreToGo === 0;
  return (
    <section className="bonus-round" aria-labelledby={titleId}>
      <h2 id={titleId}>{BONUS_TEXT.pick.extraThreeHeading}</h2>
      <p className="bonus-round__progress">
        {complete ? text.completed : fillTemplate(text.extraThreeProgress, { n: state.extraReached })}
      </p>
      <CategorySlots
        label={BONUS_TEXT.extraThree.firstFiveLabel}
        reached={state.firstFive}
        empty={CATEGORIES_FOR_BONUS - state.firstFive.length}
      />
      <CategorySlots
        label={BONUS_TEXT.extraThree.extraLabel}
        reached={state.extraCategories}
        empty={state.placeholders}
      />
      <CategoryDetails categories={model.categories} qualified={model.qualified} timeZone={timeZone} />
    </section>
  );
}
