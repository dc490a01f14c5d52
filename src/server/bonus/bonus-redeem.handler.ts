import type { Kysely } from 'kysely';
import type { RedeemReward } from '../../domain/picker';
import type { Database } from '../db/schema';
import { runIdempotent } from '../redeem/idempotency';
import { RedeemRefused } from '../redeem/main-redeem.service';
import type { RedeemOutcome } from '../redeem/redeem.handler';
import { redeemBonus } from './bonus-redeem.service';

/** One bonus redeem, in one transaction, replayed from its Idempotency-Key when one is given (decision 11). */
export async function handleBonusRedeem(
  db: Kysely<Database>,
  input: {
    cardholderId: number;
    campaignId: number;
    token: number;
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
          route: 'bonusRedeem',
          request: { token: input.token, rewards: input.rewards },
        };
  try {
    const result = await db.transaction().execute((trx) => runIdempotent(trx, scope, () => redeemBonus(trx, input)));
    if (result.kind === 'mismatch') return { kind: 'idempotencyMismatch' };
    return { kind: 'answer', statusId: result.response.statusId, orderID: result.response.orderID };
  } catch (error) {
    if (error instanceof RedeemRefused) return { kind: 'answer', statusId: error.statusId, orderID: null };
    throw error;
  }
}
