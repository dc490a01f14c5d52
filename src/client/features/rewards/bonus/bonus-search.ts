import { redirect } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { BONUS_REDEMPTION_AMOUNT } from '../../../../domain/bonus/constants';

// spec §2 bonus routes: "param amount 3000"; "Every redemption screen needs an amount passed in. If it is
// missing, the user is sent to /." A malformed or non-positive amount is dropped, so it reads as missing.

export const BonusSearchSchema = z.object({
  amount: z.catch(z.optional(z.number().check(z.positive())), undefined),
});

/** The bonus routes' search: spec §9 'Bonus redemption amount parameter 3000'. */
export const BONUS_SEARCH = { amount: BONUS_REDEMPTION_AMOUNT } as const;

/** A route's `beforeLoad`: without an amount, to home. */
export function requireAmount({ search }: { readonly search: { readonly amount?: number | undefined } }): void {
  if (search.amount === undefined) throw redirect({ to: '/', replace: true });
}
