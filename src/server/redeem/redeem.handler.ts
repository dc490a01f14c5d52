import type { Kysely } from 'kysely';
import type { RedeemReward } from '../../domain/picker';
import type { Database } from '../db/schema';
import { runIdempotent } from './idempotency';
import { RedeemRefused, redeemMain } from './main-redeem.service';

export type RedeemOutcome =
  | { readonly kind: 'answer'; readonly statusId: number; readonly orderID: number | null }
  | { readonly kind: 'idempotencyMismatch' };

/** One main redeem, in one transaction, replayed from its Idempotency-Key when one is given. */
export async function handleMainRedeem(
  db: Kysely<Database>,
  input: {
    cardholderId: number;
    campaignId: number;
    rewards: readonly RedeemReward[];
    idempotencyKey: string | null;
    now: Date;
  },
): Promise<RedeemOutcome> {
  const scope =
    input.idempotencyKey === null
      ? null
      : {
          subject: `cardholder:${input.cardholderId}`,
          key: input.idempotencyKey,
          route: 'redeem',
          request: input.rewards,
        };
  try {
    const result = await db.transaction().execute((trx) => runIdempotent(trx, scope, () => redeemMain(trx, input)));
    if (result.kind === 'mismatch') return { kind: 'idempotencyMismatch' };
    return { kind: 'answer', statusId: result.response.statusId, orderID: result.response.orderID };
  } catch (error) {
    if (error instanceof RedeemRefused) return { kind: 'answer', statusId: error.statusId, orderID: null };
    throw error;
  }
}
