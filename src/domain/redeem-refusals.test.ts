import { describe, expect, it } from 'vitest';
import { messageFor } from './messages';
import { REDEEM_REFUSAL, refusalStatusId } from './redeem-refusals';

describe('redeem refusals (spec §8: other redeem statuses show the error derived from the status)', () => {
  it.each([
    ['OVER_BALANCE', 7],
    ['UNAVAILABLE', 4301],
    ['UNKNOWN_REWARD', 4301],
    ['DUPLICATE_REWARD', 4301],
    ['PREMIUM_ONLY', 4302],
    ['BELOW_LOWEST_GOAL', 4303],
    ['CREDITS_EXPIRED', 4304],
    ['EMPTY_SELECTION', 4305],
    ['INVALID_QUANTITY', 4305],
    ['NOT_SINGLE_REWARD', 4305],
    ['BONUS_NOT_ALLOWED', 4306],
  ] as const)('%s answers status %d', (reason, id) => {
    expect(refusalStatusId(reason)).toBe(id);
  });

  it('every refusal id has its own text in each redeem set, never the generic failure', () => {
    for (const id of Object.values(REDEEM_REFUSAL)) {
      for (const set of ['redeem', 'bonusRedeem', 'bonusRedeemMonths'] as const) {
        expect(messageFor(set, id).text).not.toContain('Something went wrong');
      }
    }
    expect(messageFor('redeem', 7).text).toBe(
      "Maximum Redemption Reached: You've reached the maximum allowed redemption.",
    );
  });
});
