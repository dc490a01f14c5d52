import type { Kysely, Transaction } from 'kysely';
import type { RedeemReward } from '../../domain/picker';
import type { Database } from '../db/schema';
import type { EgcCodeKeys } from '../platform/egc-codes/egc-code-keys';
import { type IdempotentResult, runIdempotent } from './idempotency';
import { RedeemRefused, redeemMain } from './main-redeem.service';
import { resendOrder } from './resend.service';

export type RedeemDecision =
  | {
      readonly kind: 'answer';
      readonly statusId: number;
      readonly orderID: number | null;
      /** Answered from the first call with this Idempotency-Key. */
      readonly replayed: boolean;
    }
  | { readonly kind: 'idempotencyMismatch' };

interface CallKey {
  readonly cardholderId: number;
  readonly idempotencyKey: string;
  /** The call, so one key cannot be replayed against another. */
  readonly route: string;
  readonly request: unknown;
}

/** One transaction, replayed from its Idempotency-Key (decision 0027; the key is required, decision 0152). */
function runOnce<T>(
  db: Kysely<Database>,
  key: CallKey,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<IdempotentResult<T>> {
  const scope = {
    subject: `cardholder:${key.cardholderId}`,
    key: key.idempotencyKey,
    route: key.route,
    request: key.request,
  };
  return db.transaction().execute((trx) => runIdempotent(trx, scope, () => work(trx)));
}

/**
 * Any redemption (main or bonus): one transaction, replayed from its Idempotency-Key (decision 0027); a refusal rolls everything back and answers its status id.
 */
export async function runRedemption(
  db: Kysely<Database>,
  key: CallKey,
  redeem: (trx: Transaction<Database>) => Promise<{ statusId: number; orderID: number }>,
): Promise<RedeemDecision> {
  try {
    const result = await runOnce(db, key, redeem);
    if (result.kind === 'mismatch') return { kind: 'idempotencyMismatch' };
    const { statusId, orderID } = result.response;
    return { kind: 'answer', statusId, orderID, replayed: result.kind === 'replay' };
  } catch (error) {
    if (error instanceof RedeemRefused) {
      return { kind: 'answer', statusId: error.statusId, orderID: null, replayed: false };
    }
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
    idempotencyKey: string;
    now: Date;
    egcCodeKeys: EgcCodeKeys;
  },
): Promise<RedeemDecision> {
  const key = { ...input, route: 'redeem', request: input.rewards };
  return runRedemption(db, key, (trx) => redeemMain(trx, input));
}

/** One resend (spec §7 /resend), replayed like a redeem; `found: false` when the order is not the cardholder's. */
export function handleResend(
  db: Kysely<Database>,
  input: {
    cardholderId: number;
    campaignId: number;
    orderId: number;
    idempotencyKey: string;
    now: Date;
    coolingOffMs: number;
    egcCodeKeys: EgcCodeKeys;
  },
): Promise<IdempotentResult<{ statusId: number; found: boolean }>> {
  const key = { ...input, route: 'resend', request: input.orderId };
  return runOnce(db, key, (trx) => resendOrder(trx, input));
}
