import { bonusRedeemCall, IDEMPOTENCY_KEY_HEADER, redeemCall, resendCall } from '../../../../contract/redeem';
import type { RedeemReward } from '../../../../domain/picker';
import { type ApiResult, callApi } from '../../../lib/api';
import { answeredResend, rememberAnsweredResend } from '../../../lib/persistence/answered-resends';

// spec §7 main redeem and resend. Each attempt carries an Idempotency-Key made once per attempt (when the user
// confirms, or when a resend is queued offline), so a retry or a replay never makes a second order or message.

export const newIdempotencyKey = (): string => crypto.randomUUID();

export interface RedeemVariables {
  readonly campaignId: number;
  readonly rewards: readonly RedeemReward[];
  readonly idempotencyKey: string;
}

export function redeem({ campaignId, rewards, idempotencyKey }: RedeemVariables) {
  return callApi(redeemCall, {
    params: { id: campaignId },
    body: { rewards, id: campaignId },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export interface ResendVariables {
  readonly campaignId: number;
  readonly orderID: number;
  readonly idempotencyKey: string;
}

export async function resend({
  campaignId,
  orderID,
  idempotencyKey,
}: ResendVariables): Promise<ApiResult<typeof resendCall>> {
  // Decision 0064: a resend already answered (its removal from the cache on disk lost to a reload) is not sent
  // again: it gets the answer it had.
  const earlier = answeredResend(idempotencyKey);
  if (earlier !== undefined) return earlier as ApiResult<typeof resendCall>;
  const answer = await callApi(resendCall, {
    params: { id: campaignId },
    query: { orderID },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
  rememberAnsweredResend(idempotencyKey, answer);
  return answer;
}

export interface BonusRedeemVariables {
  readonly campaignId: number;
  /** One reward, quantity 1 (spec §5). */
  readonly reward: RedeemReward;
  /** spec §3: the bonus record's transaction id. */
  readonly token: number;
  readonly idempotencyKey: string;
}

export function bonusRedeem({ campaignId, reward, token, idempotencyKey }: BonusRedeemVariables) {
  return callApi(bonusRedeemCall, {
    params: { id: campaignId },
    body: { rewards: [reward], id: campaignId, token },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}
