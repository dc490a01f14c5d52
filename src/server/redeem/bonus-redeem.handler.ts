import type { Kysely } from 'kysely';
import type { RedeemReward } from '../../domain/picker';
import type { Database } from '../db/schema';
import type { EgcCodeKeys } from '../platform/egc-codes/egc-code-keys';
import { redeemBonus } from './bonus-redeem.service';
import { type RedeemDecision, runRedemption } from './redeem.handler';

/** One bonus redeem (spec §7 /redeem/v2/bonus), as any redemption: one transaction, Idempotency-Key (decision 0027). */
export function handleBonusRedeem(
  db: Kysely<Database>,
  input: {
    cardholderId: number;
    campaignId: number;
    token: number;
    rewards: readonly RedeemReward[];
    idempotencyKey: string;
    now: Date;
    egcCodeKeys: EgcCodeKeys;
  },
): Promise<RedeemDecision> {
  const key = { ...input, route: 'bonusRedeem', request: { token: input.token, rewards: input.rewards } };
  return runRedemption(db, key, (trx) => redeemBonus(trx, input));
}
