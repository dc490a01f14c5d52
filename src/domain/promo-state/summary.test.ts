import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isExpiredByDay } from '../dates';
import { historyArbitrary, ledgerOf, readsOf, serverSpendOf, TIME_ZONE } from '../fixtures/promo-histories';
import { claimableGoal } from '../goals';
import { promoState } from './promo-state';
import { cardholderSummary, SUMMARY_ROUNDS } from './summary';

// Decision 0234: the back office's summary says what the cardholder's screens say (the promo state) and what the
// server stores, over generated histories (src/domain/fixtures/promo-histories.ts).

const RUNS = { numRuns: 300 };
/** Three hundred histories take a few seconds on a busy machine; the test asserts nothing about time. */
const GENEROUS_MS = 120_000;

describe('the cardholder summary (decision 0234)', () => {
  it(
    'spend, tier, credits and rounds agree with the promo state and the stored history',
    () => {
      fc.assert(
        fc.property(historyArbitrary, (history) => {
          const facts = readsOf(history);
          const summary = cardholderSummary(facts, history.now);
          const state = promoState(facts, history.now);
          expect(summary.qualifiedSpend).toBe(state.spend.total);
          expect(summary.qualifiedSpend).toBe(serverSpendOf(history).totalSpend);
          expect(summary.tierReached).toEqual(claimableGoal(history.campaign.goals, summary.qualifiedSpend));
          expect(summary.tierClaimed).toBe(history.claim?.reward ?? null);
          expect(summary.credits.balance).toBe(ledgerOf(history).balance);
          const expiry = history.claim?.creditsExpireAt ?? null;
          if (expiry !== null && isExpiredByDay(expiry.toISOString(), history.now, TIME_ZONE)) {
            expect(summary.credits.expired).toBe(true);
          }
          for (const { kind, standing } of summary.bonusRounds) {
            const record = history.records.find((each) => each.kind === kind);
            const ordered = history.orders.some((order) => order.bonusKind === kind);
            expect(standing === 'claimed').toBe(ordered || record?.claimed === true);
            expect(standing === 'claimable').toBe(state.bonus.rounds[kind]?.allowed === true);
            if (standing === 'notEarned') expect(record).toBeUndefined();
          }
        }),
        RUNS,
      );
    },
    GENEROUS_MS,
  );

  it('lists the rounds the screens offer, in home’s order, never the generic one', () => {
    const [history] = fc.sample(historyArbitrary, { numRuns: 1, seed: 34 });
    if (history === undefined) throw new Error('no history');
    const kinds = cardholderSummary(readsOf(history), history.now).bonusRounds.map((round) => round.kind);
    expect(kinds).toEqual(SUMMARY_ROUNDS.filter((kind) => kinds.includes(kind)));
    expect(kinds).not.toContain('generic');
    expect(kinds.slice(0, 2)).toEqual(['extraThree', 'installment']);
  });
});
