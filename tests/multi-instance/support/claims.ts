import { buildPath } from '../../../src/contract/envelope';
import { IDEMPOTENCY_KEY_HEADER, redeemCall } from '../../../src/contract/redeem';
import type { Answer, Client } from './http-client';
import { CAMPAIGN, sleep } from './sign-in';

// A claim as the PWA makes it: one Idempotency-Key per intended claim, sent again with the same key until an
// instance answers it (decision 0027), so however often it is sent it is one order.

export interface Reward {
  readonly merchant: { readonly id: number };
  readonly denomination: { readonly id: number };
  readonly quantity: number;
}

export interface ClaimOptions {
  /** Sends at most (20 unless said). */
  readonly attempts?: number;
  /** The wait between sends (200 ms unless said). */
  readonly retryMs?: number;
  /** Told of every answer (undefined: the connection failed) and when its request was sent (performance.now()). */
  readonly onAnswer?: (answer: Answer | undefined, sentAt: number) => void;
}

/** The order the claim was answered with, after as many sends as it took. */
export async function claimUntilAnswered(
  origin: string,
  client: Client,
  reward: Reward,
  key: string,
  options: ClaimOptions = {},
): Promise<number> {
  const url = `${origin}${buildPath(redeemCall, { id: CAMPAIGN })}`;
  for (let attempt = 0; attempt < (options.attempts ?? 20); attempt += 1) {
    const sentAt = performance.now();
    const answer = await client
      .send(url, { body: { rewards: [reward], id: CAMPAIGN }, headers: { [IDEMPOTENCY_KEY_HEADER]: key } })
      .catch(() => undefined);
    options.onAnswer?.(answer, sentAt);
    if (answer?.status === 200 && answer.json?.status?.id === 0) {
      return (answer.json.data as { orderID: number }).orderID;
    }
    await sleep(options.retryMs ?? 200);
  }
  throw new Error(`claim ${key} never answered`);
}
