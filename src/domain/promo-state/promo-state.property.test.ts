import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bonusRoundStates, MONTH_KINDS } from '../bonus';
import { mainRedeemBasis } from '../credits';
import { isExpiredByDay } from '../dates';
import type { Merchant } from '../entities';
import {
  type History,
  historyArbitrary,
  isCoolingDown,
  ledgerOf,
  readsOf,
  type StoredOrder,
  serverSpendOf,
  TIME_ZONE,
} from '../fixtures/promo-histories';
import { claimableGoal, progressValue } from '../goals';
import { pesosToCentavos } from '../money';
import { groupStatusText, hasMainOrder } from '../orders';
import { validateBonusRedemption, validateMainRedemption } from '../picker';
import type { BonusKind } from '../transactions';
import { type PromoState, promoState } from './promo-state';
import { orderResend } from './resend';

// Decision 0160: the invariants of the one promo state, over generated cardholder histories (src/domain/fixtures/
// promo-histories.ts): the state a screen draws from its reads, against the decisions the server makes from what it
// stores, by the same functions its services call (`mainRedeemBasis` and `validateMainRedemption` for a main redeem,
// `bonusRoundStates` and `validateBonusRedemption` for a bonus redeem, `orderResend` for a resend).

const RUNS = { numRuns: 1_000 };
/** A thousand histories take a few seconds on a busy machine; the test asserts nothing about time. */
const GENEROUS_MS = 120_000;

/** One regular P500 eGC, the smallest reward of a catalogue, to ask the server's redeem checks with. */
const A_REWARD: Merchant = {
  id: 1,
  merchantID: 101,
  denominationID: 501,
  name: 'Grocery Mart',
  description: null,
  image: null,
  value: 500,
  quantity: 0,
  locationsUrl: null,
  isForPlatinumOnly: false,
  isAvailable: true,
};
const ONE_REWARD = {
  selection: new Map([[A_REWARD.id, 1]]),
  merchants: [A_REWARD],
  cardTypeID: 1,
  platinumCardTypeIDs: [7],
};

const OFFERED: readonly BonusKind[] = ['extraThree', 'installment', ...MONTH_KINDS];

/** The server's main redeem (main-redeem.service.ts) on this history now: would it accept one P500 eGC? */
function serverAcceptsMain(history: History): boolean {
  const { goals } = history.campaign;
  const { balance } = ledgerOf(history);
  const facts =
    history.claim === null
      ? { claim: null, totalSpend: serverSpendOf(history).totalSpend }
      : { claim: { balance, creditsExpireAt: history.claim.creditsExpireAt } };
  const basis = mainRedeemBasis(facts, goals, history.now, TIME_ZONE);
  if (!basis.ok) return false;
  return validateMainRedemption({ balance: basis.balance, creditsExpired: basis.creditsExpired, ...ONE_REWARD }).ok;
}

/**
 * The server's bonus redeem (bonus-redeem.service.ts) with each round's record as its token: would it accept one
 * eGC? The service judges the token's round alone; a round's state reads only its own record, so all are judged at
 * once here.
 */
const bonusVerdicts = new WeakMap<History, ReadonlySet<BonusKind>>();
function serverAcceptsBonus(history: History, kind: BonusKind): boolean {
  let accepted = bonusVerdicts.get(history);
  if (accepted === undefined) {
    const spend = serverSpendOf(history);
    const { campaign, now } = history;
    const states = bonusRoundStates(
      {
        ...spend,
        goals: campaign.goals,
        orders: readsOf(history).orders,
        records: Object.fromEntries(
          history.records.map((record) => [record.kind, { id: record.id, expiryDateTime: record.expiresAt }]),
        ),
        claimedRecordIds: history.records.filter((record) => record.claimed).map((record) => record.id),
        redemptionClosed: isExpiredByDay(campaign.redemptionEndDateTime, now, TIME_ZONE),
        windows: campaign.windows,
        timeZone: TIME_ZONE,
      },
      now,
    );
    const valid = validateBonusRedemption(ONE_REWARD).ok;
    accepted = new Set(OFFERED.filter((each) => valid && states[each]?.allowed === true));
    bonusVerdicts.set(history, accepted);
  }
  return accepted.has(kind);
}

/** The server's resend (resend.service.ts) of one stored order. */
function serverResend(history: History, order: StoredOrder) {
  const egcs = order.egcs.map((egc) => ({ ...egc, giftawayStatusID: egc.statusId, expiryDate: order.expiresAt }));
  return orderResend({ coolingDown: isCoolingDown(order, history.now), egcs }, history.now, TIME_ZONE);
}

const stateOf = (history: History): PromoState => promoState(readsOf(history), history.now);

const groupsOf = (state: PromoState) => [...state.redemptions.spendRewards, ...state.redemptions.bonusRewards];

const isLive = (history: History, order: StoredOrder, statusId: number) =>
  statusId === 43 && !isExpiredByDay(order.expiresAt, history.now, TIME_ZONE);

describe('the promo state against the server (decision 0160), over 1,000 generated histories each', () => {
  it(
    'a call to action is shown exactly when the server would accept that action now',
    () => {
      fc.assert(
        fc.property(historyArbitrary, (history) => {
          const state = stateOf(history);
          const main = serverAcceptsMain(history);
          // Claim Reward, the reached goal's Claim, the credits box's Redeem, the banner's words, /claim's amount.
          expect(state.claim.kind !== 'none').toBe(main);
          expect(state.claimable !== null).toBe(main);
          expect(state.banner.invites === 'mainRedeem').toBe(main);
          expect(state.goals.some((goal) => goal.status === 'Reached')).toBe(main && !state.tier.claimed);
          expect(state.creditsBox.kind === 'balance').toBe(main && state.tier.claimed);
          // Redeem now (Extra Three, Installment) and each month's Claim Reward.
          for (const kind of OFFERED)
            expect(state.bonus.rounds[kind]?.allowed === true).toBe(serverAcceptsBonus(history, kind));
          if (state.banner.invites === 'bonusRedeem') {
            expect(OFFERED.some((kind) => serverAcceptsBonus(history, kind))).toBe(true);
          }
          // RESEND on each Redemptions row.
          for (const order of history.orders) {
            const group = groupsOf(state).find((each) => each.orderID === order.id);
            expect(group?.resendable).toBe(serverResend(history, order).ok);
          }
        }),
        RUNS,
      );
    },
    GENEROUS_MS,
  );

  it(
    "'claimed all' is shown exactly when no tier, credit or bonus is left to claim",
    () => {
      fc.assert(
        fc.property(historyArbitrary, (history) => {
          const state = stateOf(history);
          const anyBonus = OFFERED.some((kind) => serverAcceptsBonus(history, kind));
          const nothingLeft = !serverAcceptsMain(history) && !anyBonus;
          expect(state.nothingLeftToClaim).toBe(nothingLeft);
          // Once claimed: neither a balance nor a bonus left, and no balance that expired unspent (which says so).
          const { balance } = ledgerOf(history);
          const expiredUnspent =
            history.claim !== null &&
            balance > 0 &&
            isExpiredByDay(history.claim.creditsExpireAt, history.now, TIME_ZONE);
          const claimedAll = history.claim !== null && nothingLeft && !expiredUnspent;
          expect(state.creditsBox.kind === 'allClaimed').toBe(claimedAll);
          expect(state.banner.claim === 'allClaimed').toBe(claimedAll);
          // The box and the banner say a bonus is waiting only when the server would take one.
          if (state.creditsBox.kind === 'bonusLeft' || state.banner.claim === 'bonusLeft') expect(anyBonus).toBe(true);
        }),
        RUNS,
      );
    },
    GENEROUS_MS,
  );

  it(
    'an eGC past its expiry or used is never shown as Active and is never resent',
    () => {
      fc.assert(
        fc.property(historyArbitrary, (history) => {
          const state = stateOf(history);
          for (const order of history.orders) {
            const group = groupsOf(state).find((each) => each.orderID === order.id);
            const live = order.egcs.filter((egc) => isLive(history, order, egc.statusId));
            const everyLive = live.length === order.egcs.length;
            expect(group?.status.state === 'active').toBe(everyLive);
            expect(group !== undefined && groupStatusText(group.status) === 'Active').toBe(everyLive);
            expect(group?.validity?.kind === 'validUntil').toBe(live.length > 0);
            const resend = serverResend(history, order);
            if (resend.ok) expect(resend.egcs.map((egc) => egc.id)).toEqual(live.map((egc) => egc.id));
            if (group?.resendable) expect(live.length).toBeGreaterThan(0);
          }
          // My eGCs: ready to use is exactly the live eGCs; used and expired ones are elsewhere.
          const liveIds = history.orders.flatMap((order) =>
            order.egcs.filter((egc) => isLive(history, order, egc.statusId)).map((egc) => egc.id),
          );
          expect(state.wallet?.active.map((egc) => egc.id).sort()).toEqual(liveIds.sort());
        }),
        RUNS,
      );
    },
    GENEROUS_MS,
  );

  it(
    'every progress visual of a screen uses one scale',
    () => {
      fc.assert(
        fc.property(historyArbitrary, (history) => {
          const { progress, total } = stateOf(history).spend;
          // The bar, its marks and the banner's track all draw this one scale (decision 0003).
          expect(progress.value).toBe(progressValue(total));
          const goals = [...history.campaign.goals].sort((a, b) => a.threshold - b.threshold);
          expect(progress.marks.map((mark) => mark.mark)).toEqual(goals.map((goal) => progressValue(goal.threshold)));
          for (const [index, mark] of progress.marks.entries()) {
            expect(mark.reached).toBe(progress.value >= mark.mark);
            expect(mark.reached).toBe(total >= (goals[index]?.threshold ?? Number.POSITIVE_INFINITY));
            if (index > 0) expect(mark.mark).toBeGreaterThan(progress.marks[index - 1]?.mark ?? 0);
          }
          expect(progress.value).toBeGreaterThanOrEqual(0);
          expect(progress.value).toBeLessThanOrEqual(1);
        }),
        RUNS,
      );
    },
    GENEROUS_MS,
  );

  it(
    'a requirement text next to an enabled action never contradicts it, and is shown only while unmet',
    () => {
      fc.assert(
        fc.property(historyArbitrary, (history) => {
          const { bonus } = stateOf(history);
          const { rounds, requirements } = bonus;
          if (rounds.extraThree.allowed) expect(requirements.extraThree).toBeNull();
          if (rounds.installment.allowed) expect(requirements.installment).toBeNull();
          if (MONTH_KINDS.some((kind) => rounds[kind]?.allowed)) expect(requirements.frequency).toBeNull();
          const { totalSpend } = serverSpendOf(history);
          const reads = readsOf(history);
          if (requirements.extraThree !== null) {
            expect(claimableGoal(history.campaign.goals, totalSpend)).toBeNull();
            expect(hasMainOrder(reads.orders)).toBe(false);
          }
          for (const text of [requirements.installment, requirements.frequency]) {
            if (text !== null) expect(totalSpend).toBeLessThan(pesosToCentavos(30_000));
          }
        }),
        RUNS,
      );
    },
    GENEROUS_MS,
  );
});
