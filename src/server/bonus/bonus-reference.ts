import { BONUS_REFERENCE_PREFIX, type BonusKind } from '../../domain/transactions';

// docs/decisions/0002-bonus-reference-prefixes.md: which BONUS… prefix is which round. src/domain/transactions.ts
// holds both directions (reading a reference back, and the prefix written per round, BONUS_REFERENCE_PREFIX).

export { BONUS_REFERENCE_PREFIX };

/** A bonus record's reference, '{prefix}-{customer number}' (decision 2); the dialog shows the part after '-'. */
export function bonusRecordReference(kind: BonusKind, customerNo: string): string {
  return `${BONUS_REFERENCE_PREFIX[kind]}-${customerNo}`;
}
