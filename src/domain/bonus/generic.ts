// spec §4 'Generic bonus eligibility': the 5-category round (records BONUS / BONUS2).
import { CATEGORIES_FOR_BONUS } from './constants';

/** spec §4: 'categories reached maxed at 5 or more'. */
export function isGenericBonusMaxed(reachedCount: number): boolean {
  return reachedCount >= CATEGORIES_FOR_BONUS;
}

export interface GenericBonusInput {
  readonly reachedCount: number;
  readonly hasReachedMinimumTier: boolean;
  readonly hasMainOrder: boolean;
  readonly isBonusExpired: boolean;
}

/** spec §4: 'allowed if maxed and (minimum tier reached or main orders exist) and bonus not expired'. */
export function isGenericBonusAllowed(input: GenericBonusInput): boolean {
  return (
    isGenericBonusMaxed(input.reachedCount) &&
    (input.hasReachedMinimumTier || input.hasMainOrder) &&
    !input.isBonusExpired
  );
}
