import { useEffect, useState } from 'react';
import type { Merchant } from '../../../../domain/entities';
import type { Centavos } from '../../../../domain/money';
import {
  applyQuantityChange,
  canSelectMerchant,
  EMPTY_SELECTION,
  type PremiumAccess,
  remainingBalance,
  type Selection,
  type StepperState,
  selectionTotal,
  stepperState,
} from '../../../../domain/picker';
import { keepSelection, readKeptSelection } from './kept-selection';

// spec §5 regular eGC picker: the chosen quantities over the balance (spec §2 `amount`), every rule from
// src/domain/picker.ts, the same functions the server's redeem re-checks with. Given a key, the picks are kept for
// the tab's session and read back through the same rules (decision 0168).

export interface ClaimSelection {
  readonly selection: Selection;
  readonly total: Centavos;
  readonly remaining: Centavos;
  readonly quantityOf: (merchant: Merchant) => number;
  readonly stepperFor: (merchant: Merchant) => StepperState;
  /** One more or one less of a reward, clamped to what the balance allows (a stale press cannot overspend). */
  readonly step: (merchant: Merchant, step: 1 | -1) => void;
}

export function useClaimSelection(
  merchants: readonly Merchant[],
  balance: Centavos,
  access: PremiumAccess,
  keptAs: string | null = null,
): ClaimSelection {
  const isSelectable = (merchant: Merchant): boolean =>
    canSelectMerchant(merchant, access.cardTypeID, access.platinumCardTypeIDs);
  const [selection, setSelection] = useState<Selection>(() =>
    keptAs === null
      ? EMPTY_SELECTION
      : readKeptSelection(keptAs).reduce<Selection>((current, [merchantId, quantity]) => {
          const merchant = merchants.find((each) => each.id === merchantId);
          if (merchant === undefined || !isSelectable(merchant)) return current;
          return applyQuantityChange({ selection: current, merchants, balance, merchantId, quantity });
        }, EMPTY_SELECTION),
  );
  useEffect(() => {
    if (keptAs !== null) keepSelection(keptAs, selection);
  }, [keptAs, selection]);
  const remaining = remainingBalance(balance, selection, merchants);
  const quantityOf = (merchant: Merchant): number => selection.get(merchant.id) ?? 0;

  const step = (merchant: Merchant, change: 1 | -1) =>
    setSelection((current) => {
      // spec §5: a premium-only reward cannot be added on a regular card; taking one back is always allowed.
      if (change > 0 && !isSelectable(merchant)) return current;
      const quantity = (current.get(merchant.id) ?? 0) + change;
      return applyQuantityChange({ selection: current, merchants, balance, merchantId: merchant.id, quantity });
    });

  return {
    selection,
    total: selectionTotal(selection, merchants),
    remaining,
    quantityOf,
    stepperFor: (merchant) => stepperState(merchant, quantityOf(merchant), remaining, isSelectable(merchant)),
    step,
  };
}
