import type { Kysely, Transaction } from 'kysely';
import type { RedeemReward } from '../../domain/picker';
import type { Database } from '../db/schema';
import { runIdempotent } from './idempotency';
import { RedeemRefused, redeemMain } from './main-redeem.service';

export type RedeemOutcome =
  | { readonly kind: 'answer'; readonly statusId: number; readonly orderID: number | null }
  | { readonly kind: 'idempotencyMismatch' };

/**
 * Any redemption (main or bonus): one transaction, replayed from its Idempotency-Key when one is given
 * (decision 11); a refusal rolls everything back and answers its status id.
 */
export async function runRedemption(
  db: Kysely<Database>,
  key: { cardholderId: number; idempotencyKey: string | null; route: string; request: unknown },
  redeem: (trx: Transaction<Database>) => Promise<{ statusId: number; orderID: number }>,
): Promise<RedeemOutcome> {
  const scope =
    key.idempotencyKey === null
      ? null
      : { subject: `cardholder:${key.cardholderId}`, key: key.idempotencyKey, route: key.route, request: key.request };
  try {
    const result = await db.transaction().execute((trx) => runIdempotent(trx, scope, () => redeem(trx)));
    if (result.kind === 'mismatch') return { kind: 'idempotencyMismatch' };
    return { kind: 'answer', statusId: result.response.statusId, orderID: result.response.orderID };
  } catch (error) {
    if (error instanceof RedeemRefused) return { kind: 'answer', statusId: error.statusId, orderID: null };
    throw error;
  }
}

/** One main redeem (spec §7 /redeem). */
export function handleMainRedeem(
  db: Kysely<Database>,
  input: {
    cardholderId: number;
    campaignId: number;
    rewards: readonly RedeemReward[];
    idempotencyKey: string | null;
    now: Date;
  },
): Promise<RedeemOutcome> {
  const key = { ...input, route: 'redeem', request: input.rewards };
  return runRedemption(db, key, (trx) => redeemMain(trx, input));
}
