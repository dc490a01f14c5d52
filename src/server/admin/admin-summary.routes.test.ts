import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminInquiryCall } from '../../contract/admin';
import { adminCardholderSummaryCall } from '../../contract/admin-paged';
import { buildPath, withQuery } from '../../contract/envelope';
import { toSpendGoals } from '../../domain/campaign-config';
import { pesosToCentavos } from '../../domain/money';
import { promoState } from '../../domain/promo-state';
import {
  loadCardholderRef,
  loadCategoryCounts,
  loadCredit,
  loadOrders,
  loadTransactions,
} from '../cardholder-data/cardholder-data.repository';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_NOW } from '../testing/test-seed';
import { type AdminTestApp, openAdminTestApp } from './testing/admin-test-app';

// Decision 0234: the cardholder page's summary, on the demo seed (docs/demo-accounts.md), says what the cardholder's
// own screens say: the promo state of the cardholder's own reads, at the same instant.

describe.each(TEST_DATABASE_KINDS)('the cardholder summary (decision 0234) on %s', (kind) => {
  let testApp: AdminTestApp;
  let cookie = '';

  beforeAll(async () => {
    testApp = await openAdminTestApp(kind, { clock: () => TEST_NOW });
    cookie = await testApp.adminCookie('10.47.0.1');
  });
  afterAll(async () => testApp.close());

  async function summaryOf(promoCode: string) {
    const code = `DEMO-${promoCode}`;
    const inquiry = await testApp.app.inject({
      method: 'POST',
      url: withQuery(buildPath(adminInquiryCall, { id: testApp.campaignId }), { code }),
      headers: { cookie },
      payload: { code, id: testApp.campaignId },
    });
    const answer = await testApp.app.inject({
      method: 'GET',
      url: withQuery(adminCardholderSummaryCall.fullPath, { token: inquiry.json().data.token }),
      headers: { cookie },
    });
    expect(answer.statusCode).toBe(200);
    return adminCardholderSummaryCall.response.parse(answer.json()).data;
  }

  /** The promo state of the cardholder's own reads (the dashboard's, spec §7), as the screens work it out. */
  async function screensStateOf(promoCode: string) {
    const { db, campaignId } = testApp;
    const { id } = await db
      .selectFrom('cardholders')
      .select('id')
      .where('promo_code', '=', promoCode)
      .executeTakeFirstOrThrow();
    const { cardholder, config } = await loadCardholderRef(db, id, campaignId);
    const at = { now: TEST_NOW, campaignId };
    const facts = {
      credit: await loadCredit(db, id, at),
      transactions: await loadTransactions(db, id, at),
      orders: await loadOrders(db, id, at),
      categories: await loadCategoryCounts(db, cardholder, config.timeZone),
      campaign: {
        goals: toSpendGoals(config.spendGoals),
        windows: config.frequencyWindows,
        timeZone: config.timeZone,
        redemptionEndDateTime: config.settings.schedules.redemption.endDateTime,
      },
    };
    return { state: promoState(facts, TEST_NOW), credit: facts.credit };
  }

  it.each(['CLAIMED1', 'WALLET01', 'EXPIRED1', 'SPEND042', 'EIGHTCAT', 'MONTHEXP', 'NOSPEND1'])(
    '%s: spend, tier claimed, credits and open rounds are those the cardholder’s screens show',
    async (promoCode) => {
      const summary = await summaryOf(promoCode);
      const { state, credit } = await screensStateOf(promoCode);
      expect(summary.promoCode).toBe(promoCode);
      expect(pesosToCentavos(summary.qualifiedSpend)).toBe(state.spend.total);
      expect(summary.tierClaimed === null ? null : pesosToCentavos(summary.tierClaimed)).toBe(
        state.tier.claimed ? state.tier.reward : null,
      );
      expect(summary.credits.balance).toBe(credit.credits);
      expect(summary.credits.expiry).toBe(credit.creditsExpiry);
      for (const round of summary.bonusRounds) {
        expect(round.standing === 'claimable').toBe(state.bonus.rounds[round.kind]?.allowed === true);
      }
    },
  );

  it('CLAIMED1 (docs/demo-accounts.md): registered, P5,000 claimed, P3,500 left, the top tier reached', async () => {
    const summary = await summaryOf('CLAIMED1');
    expect(summary).toMatchObject({
      status: 'registered',
      tierClaimed: 5000,
      credits: { balance: 3500, expired: false },
      tierReached: { threshold: 200_000, reward: 5000 },
    });
    expect(summary.registeredAt).not.toBeNull();
    expect(summary.bonusRounds.map((round) => round.kind)).toEqual([
      'extraThree',
      'installment',
      'month1',
      'month2',
      'month3',
    ]);
  });

  it('EXPIRED1: the credits expired; MONTHEXP: its month-1 round expired; EIGHTCAT: the Extra Three open', async () => {
    expect((await summaryOf('EXPIRED1')).credits).toMatchObject({ balance: 1000, expired: true });
    const month1 = (await summaryOf('MONTHEXP')).bonusRounds.find((round) => round.kind === 'month1');
    expect(month1?.standing).toBe('expired');
    const extra = (await summaryOf('EIGHTCAT')).bonusRounds.find((round) => round.kind === 'extraThree');
    expect(extra?.standing).toBe('claimable');
  });

  it('NEWUSER1 and PENDING1: the code’s status, no registration date, nothing reached or claimed', async () => {
    expect(await summaryOf('NEWUSER1')).toMatchObject({
      status: 'issued',
      registeredAt: null,
      qualifiedSpend: 0,
      tierReached: null,
      tierClaimed: null,
    });
    expect((await summaryOf('PENDING1')).status).toBe('pending');
  });

  it('a forged look-up token answers the look-up expired status (2)', async () => {
    const answer = await testApp.app.inject({
      method: 'GET',
      url: withQuery(adminCardholderSummaryCall.fullPath, { token: 'forged.token.here' }),
      headers: { cookie },
    });
    expect(answer.json()).toMatchObject({ status: { id: 2 }, data: null });
  });
});
