import { useState } from 'react';
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

// spec §5 regular eGC picker: the chosen quantities over the balance (spec §2 `amount`), every rule from
// src/domain/picker.ts, the same functions the server's redeem re-checks with.

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
): ClaimSelection {
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const remaining = remainingBalance(balance, selection, merchants);
  const quantityOf = (merchant: Merchant): number => selection.get(merchant.id) ?? 0;
  const isSelectable = (merchant: Merchant): boolean =>
    canSelectMerchant(merchant, access.cardTypeID, access.platinumCardTypeIDs);

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
