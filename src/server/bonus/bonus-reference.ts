import type { BonusKind } from '../../domain/transactions';

// docs/decisions/0002-bonus-reference-prefixes.md: which BONUS… prefix is which round. src/domain/transactions.ts
// reads them back (`bonusKindOfReference`); this is the other direction, for the records and orders we write.

/** spec §3 reference prefixes per round: BONUS (generic), BONUS3, BONUSI1, BONUSM1–M3. */
export const BONUS_REFERENCE_PREFIX: { readonly [kind in BonusKind]: string } = {
  generic: 'BONUS',
  extraThree: 'BONUS3',
  installment: 'BONUSI1',
  month1: 'BONUSM1',
  month2: 'BONUSM2',
  month3: 'BONUSM3',
};

/** A bonus record's reference, '{prefix}-{customer number}' (decision 2); the dialog shows the part after '-'. */
export function bonusRecordReference(kind: BonusKind, customerNo: string): string {
  return `${BONUS_REFERENCE_PREFIX[kind]}-${customerNo}`;
}
