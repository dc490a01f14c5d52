import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath } from '../../contract/envelope';
import { redeemCall } from '../../contract/redeem';
import { toSpendGoals } from '../../domain/campaign-config';
import { type PromoState, promoState } from '../../domain/promo-state';
import { loadCampaignConfig } from '../platform/campaign.repository';
import { loadCatalogueEntries } from '../platform/catalogue.repository';
import { TEST_EGC_CODE_KEYS } from '../testing/egc-code-keys';
import { signInAs } from '../testing/sign-in';
import { openTestApp, type TestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_NOW } from '../testing/test-seed';
import { loadCategoryCounts, loadCredit, loadOrders, loadTransactions } from './cardholder-data.repository';
import { loadOwnEgcs } from './egc-wallet.repository';

// Decision 0160 on the demo seed (docs/demo-accounts.md): the promo state of each demo cardholder's real reads, as
// the screens receive them, for the states a reviewer found contradicting each other. Claims go through the real
// redeem call.

describe.each(TEST_DATABASE_KINDS)('the demo cardholders’ promo states on %s (decision 0160)', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await openTestApp(kind);
  });
  afterAll(async () => testApp.close());

  async function stateOf(promoCode: string): Promise<PromoState> {
    const { db } = testApp.database;
    const { campaignId } = testApp;
    const row = await db
      .selectFrom('cardholders')
      .select('id')
      .where('promo_code', '=', promoCode)
      .executeTakeFirstOrThrow();
    const config = await loadCampaignConfig(db, campaignId);
    const at = { now: TEST_NOW, campaignId };
    const facts = {
      credit: await loadCredit(db, row.id, at),
      transactions: await loadTransactions(db, row.id, TEST_NOW),
      orders: await loadOrders(db, row.id, at),
      categories: await loadCategoryCounts(db, row.id, campaignId),
      egcs: await loadOwnEgcs(db, TEST_EGC_CODE_KEYS, row.id),
      campaign: {
        goals: toSpendGoals(config.spendGoals),
        windows: config.frequencyWindows,
        timeZone: config.timeZone,
        redemptionEndDateTime: config.settings.schedules.redemption.endDateTime,
      },
    };
    return promoState(facts, TEST_NOW);
  }

  /** Claims the cardholder's P1,500 tier in full with three P500 eGCs, through the redeem call. */
  async function claimP1500(promoCode: string, ip: string): Promise<void> {
    const cookie = await signInAs(testApp.app, testApp.database.db, promoCode, { ip });
    const entry = (await loadCatalogueEntries(testApp.database.db, testApp.campaignId)).find(
      (each) => each.lists.includes('main') && each.isAvailable && !each.isForPlatinumOnly && each.value === 500,
    );
    if (!entry) throw new Error('no regular P500 reward');
    const answer = await testApp.app.inject({
      method: 'POST',
      url: buildPath(redeemCall, { id: testApp.campaignId }),
      headers: { cookie, 'idempotency-key': randomUUID() },
      payload: {
        rewards: [{ merchant: { id: entry.merchantID }, denomination: { id: entry.denominationID }, quantity: 3 }],
        id: testApp.campaignId,
      },
    });
    expect(answer.json().status.id).toBe(0);
  }

  it('WALLET01: the eGC past its expiry reads Expired on its row and in My eGCs, with no RESEND', async () => {
    const state = await stateOf('WALLET01');
    const expired = state.redemptions.spendRewards.find((group) => group.merchant === 'Kusina Grill');
    expect(expired?.status.state).toBe('expired');
    expect(expired?.resendable).toBe(false);
    expect(state.wallet?.expired.map((egc) => egc.merchant)).toEqual(['Kusina Grill']);
    expect(state.wallet?.active.map((egc) => egc.merchant)).toEqual(['Circuit Hub']);
    expect(state.banner).toMatchObject({ claim: 'redeemBalance', title: 'P3,000 left to redeem' });
  });

  it.each([
    ['CLAIMED1', 'P3,500 left to redeem'],
    ['OFFLINE1', 'P3,500 left to redeem'],
  ])('%s: the banner invites redeeming the balance, not a claim of the tier', async (promoCode, title) => {
    const state = await stateOf(promoCode);
    expect(state.banner).toMatchObject({ claim: 'redeemBalance', title, invites: 'mainRedeem' });
  });

  it('EXPIRED1: the banner says the claiming ended and invites nothing', async () => {
    const state = await stateOf('EXPIRED1');
    expect(state.banner).toMatchObject({ claim: 'creditsExpired', invites: null });
    expect(state.creditsBox.kind).toBe('expired');
  });

  it('CLAIM118 after claiming its tier in full: all claimed, the banner thanks and invites nothing', async () => {
    expect((await stateOf('CLAIM118')).banner).toMatchObject({ claim: 'claimTier', invites: 'mainRedeem' });
    await claimP1500('CLAIM118', '10.0.17.1');
    const state = await stateOf('CLAIM118');
    expect(state.banner).toMatchObject({ claim: 'allClaimed', title: 'You claimed your P1,500 eGC', invites: null });
    expect(state.creditsBox).toEqual({ kind: 'allClaimed' });
    expect(state.nothingLeftToClaim).toBe(true);
  });

  it('EIGHTCAT after claiming its P1,500 tier in full: the Extra Three is still open, so not "claimed all"', async () => {
    await claimP1500('EIGHTCAT', '10.0.17.2');
    const state = await stateOf('EIGHTCAT');
    expect(state.bonus.rounds.extraThree.allowed).toBe(true);
    expect(state.creditsBox).toEqual({ kind: 'bonusLeft' });
    expect(state.banner).toMatchObject({ claim: 'bonusLeft', invites: 'bonusRedeem' });
  });

  it.each([
    ['INSTALL1', 'installment'],
    ['MONTHTWO', 'frequency'],
  ] as const)('%s: its round can be redeemed and no requirement text contradicts it', async (promoCode, card) => {
    const state = await stateOf(promoCode);
    const allowed =
      card === 'installment' ? state.bonus.rounds.installment.allowed : state.bonus.rounds.month2?.allowed;
    expect(allowed).toBe(true);
    expect(state.bonus.requirements[card]).toBeNull();
  });
});
