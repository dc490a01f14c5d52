import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { MonthKind } from '../../../../domain/bonus';
import { fillTemplate } from '../../../../domain/messages';
import { REWARD_TEXT } from '../../../../domain/reward-texts';
import { Button } from '../../../ui/button';
import { BONUS_SEARCH } from './bonus-search';
import type { MonthModel } from './month-model';
import { SpendSquares } from './spend-squares';

// spec §2 routes: the month screens, one per promo month.
const MONTH_PATHS = {
  month1: '/bonusmonthone',
  month2: '/bonusmonthtwo',
  month3: '/bonusmonththree',
} as const satisfies Record<MonthKind, string>;

/** spec §2 Frequency Spend page: one month's card: its window, spends or Completed, the date and the button. */
export function MonthCard({ month }: { readonly month: MonthModel }) {
  const titleId = useId();
  const text = REWARD_TEXT.frequencyPage;
  const { state } = month;
  return (
    <li className="month-card" data-complete={state.complete}>
      <h2 id={titleId} className="month-card__title">
        {month.label}
      </h2>
      <p className="month-card__period">{month.period}</p>
      <p className="month-card__progress">{state.complete ? text.completed : state.spendsText}</p>
      <SpendSquares count={month.count} />
      <p className="month-card__until">{fillTemplate(text.redemptionUntil, { date: month.redemptionUntil })}</p>
      {state.allowed ? (
        <Link
          to={MONTH_PATHS[month.kind]}
          search={BONUS_SEARCH}
          className="button button--primary"
          aria-describedby={titleId}
        >
          {text.claimReward}
        </Link>
      ) : (
        // spec §2: 'Claimed', 'Expired' or 'Reward Locked', disabled (spec §4: enabled only when claimable).
        <Button isDisabled aria-describedby={titleId}>
          {state.button}
        </Button>
      )}
    </li>
  );
}
