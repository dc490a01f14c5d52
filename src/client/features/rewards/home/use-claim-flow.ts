import { useState } from 'react';
import type { ClaimConfirmationModel, ClaimSearch } from '../../../../domain/goals';
import type { ClaimAction } from '../../../../domain/promo-state';

export interface PendingClaim {
  readonly confirmation: ClaimConfirmationModel;
  readonly search: ClaimSearch;
}

/**
 * spec §4 claim flow: below the maximum a confirmation shows first; at the maximum, or when redeeming a
 * claimed tier's balance (decision 0038), straight to /claim. `onClaim` navigates.
 */
export function useClaimFlow(action: ClaimAction, onClaim: (search: ClaimSearch) => void) {
  const [pendingClaim, setPendingClaim] = useState<PendingClaim | null>(null);
  return {
    pendingClaim,
    claim: () => {
      if (action.kind === 'confirm') setPendingClaim(action);
      else if (action.kind !== 'none') onClaim(action.search);
    },
    /** The credits box's Redeem: only a claimed tier's balance. */
    redeem: () => {
      if (action.kind === 'redeemBalance') onClaim(action.search);
    },
    spendMore: () => setPendingClaim(null),
    claimNow: () => {
      if (pendingClaim) onClaim(pendingClaim.search);
    },
  };
}
