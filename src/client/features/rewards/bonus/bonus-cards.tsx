import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { ExtraThreeState, InstallmentState } from '../../../../domain/bonus';
import { installmentStatusText } from '../../../../domain/bonus/installment';
import { fillTemplate } from '../../../../domain/messages';
import type { BonusState } from '../../../../domain/promo-state';
import { REWARD_TEXT } from '../../../../domain/reward-texts';
import { BONUS_SEARCH } from './bonus-search';
import { BONUS_TEXT } from './bonus-texts';
import './bonus.css';

// spec §2 Bonus cards: Frequency Spend, Extra Three and Installment, side by side on home.

/** Decision 0164: the spend a round still waits for, beside its card; never beside an enabled action. */
function Requirement({ text }: { readonly text: string | null }) {
  return text === null ? null : <p className="bonus-card__requirement">{text}</p>;
}

function FrequencyCard({ requirement }: { readonly requirement: string | null }) {
  const titleId = useId();
  const text = REWARD_TEXT.frequencyCard;
  return (
    <li className="bonus-card">
      <h3 id={titleId}>{BONUS_TEXT.cards.frequencyTitle}</h3>
      <p>{text.description}</p>
      <Requirement text={requirement} />
      <Link to="/bonusclaim" search={BONUS_SEARCH} className="button button--secondary bonus-card__action">
        {text.viewProgress}
      </Link>
    </li>
  );
}

function extraThreeStatus(state: ExtraThreeState): string {
  const text = REWARD_TEXT.extraThreeCard;
  if (state.cardStatus === 'redeemed') return text.redeemed;
  if (state.cardStatus === 'completed') return text.completed;
  return fillTemplate(text.remaining, { n: state.moreToGo });
}

function ExtraThreeCard(props: { readonly state: ExtraThreeState; readonly requirement: string | null }) {
  const { state } = props;
  const titleId = useId();
  const text = REWARD_TEXT.extraThreeCard;
  return (
    <li className="bonus-card">
      <h3 id={titleId}>{BONUS_TEXT.cards.extraThreeTitle}</h3>
      <p>{text.description}</p>
      {/* spec §2: "It shows 'You're at (x of 3)', then 'n more to go!', then Completed or Redeemed". */}
      <p className="bonus-card__progress">{fillTemplate(text.progress, { x: state.extraReached })}</p>
      <p className="bonus-card__status" data-status={state.cardStatus}>
        {extraThreeStatus(state)}
      </p>
      <Requirement text={props.requirement} />
      {state.allowed ? (
        <Link
          to="/bonusclaimext"
          search={BONUS_SEARCH}
          className="button button--primary bonus-card__action"
          aria-describedby={titleId}
        >
          {text.redeemNow}
        </Link>
      ) : null}
    </li>
  );
}

function InstallmentCard(props: { readonly state: InstallmentState; readonly requirement: string | null }) {
  const { state } = props;
  const titleId = useId();
  const text = REWARD_TEXT.installmentCard;
  return (
    <li className="bonus-card">
      <h3 id={titleId}>{BONUS_TEXT.cards.installmentTitle}</h3>
      <p>{text.description}</p>
      <p className="bonus-card__status bonus-card__check" data-status={state.cardStatus}>
        {/* spec §2: "a check mark": ticked once an installment purchase qualified (or was redeemed). */}
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-checked={state.cardStatus !== 'notYet'}>
          <circle cx="12" cy="12" r="10" />
          <polyline points="7 12.5 10.5 16 17 9" />
        </svg>
        {installmentStatusText(state.cardStatus)}
      </p>
      <Requirement text={props.requirement} />
      {/* Decision: the way to /bonusclaimins is a 'Redeem now' as on the Extra Three card, shown when allowed. */}
      {state.allowed ? (
        <Link
          to="/bonusclaimins"
          search={BONUS_SEARCH}
          className="button button--primary bonus-card__action"
          aria-describedby={titleId}
        >
          {BONUS_TEXT.cards.redeemInstallment}
        </Link>
      ) : null}
    </li>
  );
}

export interface BonusCardsProps {
  /** The promo state's bonus rounds (decision 0160): what each card says and whether it offers Redeem now. */
  readonly bonus: BonusState;
}

/** spec §2 Home: the bonus cards, in the order spec §2 'Bonus cards' lists them. */
export function BonusCards({ bonus }: BonusCardsProps) {
  const { rounds, requirements } = bonus;
  return (
    <ul className="bonus-cards" aria-label={BONUS_TEXT.cards.listLabel}>
      <FrequencyCard requirement={requirements.frequency} />
      <ExtraThreeCard state={rounds.extraThree} requirement={requirements.extraThree} />
      <InstallmentCard state={rounds.installment} requirement={requirements.installment} />
    </ul>
  );
}
