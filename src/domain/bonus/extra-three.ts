// spec §4 'Extra Three allowed' and 'Extra Three display'; spec §2 Bonus cards and the Bonus Round screen.
// The extra three categories are those reached beyond the first five.
import type { Transaction } from '../entities';
import { CATEGORIES_FOR_BONUS, CATEGORIES_FOR_EXTRA_THREE } from './constants';

const EXTRA_CATEGORIES = CATEGORIES_FOR_EXTRA_THREE - CATEGORIES_FOR_BONUS;

export interface ExtraThreeInput {
  readonly reachedCount: number;
  readonly hasReachedMinimumTier: boolean;
  readonly hasMainOrder: boolean;
  readonly isBonusExpired: boolean;
  /** The Extra bonus record (BONUS3…), whose id is the redemption token; null when not created. */
  readonly extraRecord: Pick<Transaction, 'id'> | null;
  readonly hasExtraOrder: boolean;
}

type ExtraThreeCardStatus = 'progress' | 'completed' | 'redeemed';

export interface ExtraThreeState {
  readonly allowed: boolean;
  /** Extra categories reached, 0 to 3. */
  readonly extraReached: number;
  /** Grey crossed circles still to fill (spec §4 Extra Three display). */
  readonly placeholders: number;
  /** spec §2: '(n of 3)' or 'Completed'. */
  readonly progressText: string;
  readonly cardStatus: ExtraThreeCardStatus;
  /** spec §2: 'n more to go!'. */
  readonly moreToGo: number;
}

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/** spec §4: 5 or fewer reached shows 3 placeholders; 6 shows 2; 7 shows 1; otherwise 0. */
export function extraPlaceholders(reachedCount: number): number {
  if (reachedCount <= CATEGORIES_FOR_BONUS) return EXTRA_CATEGORIES;
  if (reachedCount === 6) return 2;
  if (reachedCount === 7) return 1;
  return 0;
}

/** spec §4: every condition must hold — 8 reached, minimum tier or a main order, not expired, record, no order. */
function isExtraThreeAllowed(input: ExtraThreeInput): boolean {
  return (
    input.reachedCount >= CATEGORIES_FOR_EXTRA_THREE &&
    (input.hasReachedMinimumTier || input.hasMainOrder) &&
    !input.isBonusExpired &&
    input.extraRecord !== null &&
    !input.hasExtraOrder
  );
}

export function extraThreeState(input: ExtraThreeInput): ExtraThreeState {
  const extraReached = clamp(input.reachedCount - CATEGORIES_FOR_BONUS, 0, EXTRA_CATEGORIES);
  const complete = extraReached === EXTRA_CATEGORIES;
  const cardStatus: ExtraThreeCardStatus = input.hasExtraOrder ? 'redeemed' : complete ? 'completed' : 'progress';
  return {
    allowed: isExtraThreeAllowed(input),
    extraReached,
    placeholders: extraPlaceholders(input.reachedCount),
    progressText: complete ? 'Completed' : `(${extraReached} of ${EXTRA_CATEGORIES})`,
    cardStatus,
    moreToGo: EXTRA_CATEGORIES - extraReached,
  };
}
