import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersCall } from '../../contract/cardholder';
import { buildPath } from '../../contract/envelope';
import { bonusRedeemCall, IDEMPOTENCY_KEY_HEADER } from '../../contract/redeem';
import { REDEEM_REFUSAL } from '../../domain/redeem-refusals';
import { loadCatalogueEntries } from '../campaign/catalogue.repository';
import { signInAs } from '../testing/sign-in';
import { openTestApp, type TestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';

describe.each(TEST_DATABASE_KINDS)('bonus redeem over HTTP on %s (spec §7 bonus redeem)', (kind) => {
  let testApp: TestApp;
  let campaignId: number;
  let rewardItem: { merchant: { id: number }; denomination: { id: number }; quantity: 1 };
  beforeAll(async () => {
    testApp = await openTestApp(kind);
    campaignId = (await testApp.database.db.selectFrom('campaigns').select('id').executeTakeFirstOrThrow()).id;
    const entry = (await loadCatalogueEntries(testApp.database.db, campaignId)).find(
      (each) => each.lists.includes('bonus') && each.isAvailable && !each.isForPlatinumOnly,
    );
    if (!entry) throw new Error('no regular bonus reward in the seed');
    rewardItem = { merchant: { id: entry.merchantID }, denomination: { id: entry.denominationID }, quantity: 1 };
  });
  afterAll(async () => testApp.close());

  const recordOf = async (promoCode: string, bonusKind: string) =>
    (
      await testApp.database.db
        .selectFrom('transactions as t')
        .innerJoin('cardholders as c', 'c.id', 't.cardholder_id')
        .where('c.promo_code', '=', promoCode)
        .where('t.bonus_kind', '=', bonusKind)
        .select('t.id')
        .executeTakeFirstOrThrow()
    ).id;
  const keyed = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });
  const post = (payload: object, cookie?: string, headers: Record<string, string> = {}, id = campaignId) =>
    testApp.app.inject({
      method: 'POST',
      url: buildPath(bonusRedeemCall, { id }),
      payload,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });

  it('spec §4: without a session the call answers -1', async () => {
    const answer = await post({ rewards: [rewardItem], id: campaignId, token: 1 });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: { id: -1 }, data: null });
  });

  it('INSTALL1 claims its installment bonus once; a replay answers the same order, another key is refused', async () => {
    const cookie = await signInAs(testApp.app, testApp.database.db, 'INSTALL1', { ip: '10.5.0.1' });
    const token = await recordOf('INSTALL1', 'installment');
    const body = { rewards: [rewardItem], id: campaignId, token };
    const headers = { [IDEMPOTENCY_KEY_HEADER]: 'install1-bonus-claim-1' };
    const first = await post(body, cookie, headers);
    expect(first.statusCode).toBe(200);
    const parsed = bonusRedeemCall.response.parse(first.json());
    expect(parsed.status.id).toBe(0);
    const replay = bonusRedeemCall.response.parse((await post(body, cookie, headers)).json());
    expect(replay).toEqual(parsed);
    const again = await post(body, cookie, { [IDEMPOTENCY_KEY_HEADER]: 'install1-bonus-claim-2' });
    expect(again.json()).toEqual({ status: { id: REDEEM_REFUSAL.bonusNotAllowed }, data: null });
    const mismatch = await post({ ...body, token: token + 1 }, cookie, headers);
    expect(mismatch.statusCode).toBe(422);
    const orders = ordersCall.response.parse(
      (
        await testApp.app.inject({
          method: 'POST',
          url: buildPath(ordersCall, { id: campaignId }),
          headers: { cookie },
        })
      ).json(),
    );
    const bonusOrders = orders.data.filter((order) => order.clientReferenceNo.startsWith('BONUSI1-'));
    expect(bonusOrders.map((order) => order.orderID)).toEqual([parsed.data?.orderID]);
  });

  it("someone else's bonus record is refused with 4306", async () => {
    const cookie = await signInAs(testApp.app, testApp.database.db, 'NOSPEND1', { ip: '10.5.0.2' });
    const answer = await post(
      { rewards: [rewardItem], id: campaignId, token: await recordOf('FIVECATS', 'generic') },
      cookie,
      keyed('nospend1-takes-fivecats'),
    );
    expect(answer.json()).toEqual({ status: { id: REDEEM_REFUSAL.bonusNotAllowed }, data: null });
  });

  it("spec §5 'One reward only, quantity 1': other payloads and another campaign are malformed (400)", async () => {
    const cookie = await signInAs(testApp.app, testApp.database.db, 'FIVECATS', { ip: '10.5.0.3' });
    const token = await recordOf('FIVECATS', 'generic');
    const key = keyed('fivecats-malformed-claims');
    const twice = { rewards: [{ ...rewardItem, quantity: 2 }], id: campaignId, token };
    expect((await post(twice, cookie, key)).statusCode).toBe(400);
    const two = {
      rewards: [rewardItem, { ...rewardItem, merchant: { id: rewardItem.merchant.id + 1 } }],
      id: campaignId,
      token,
    };
    expect((await post(two, cookie, key)).statusCode).toBe(400);
    const otherCampaign = { rewards: [rewardItem], id: campaignId + 1, token };
    expect((await post(otherCampaign, cookie, key, campaignId + 1)).statusCode).toBe(400);
    // Nothing was ordered by the malformed calls: the record is still claimable.
    const claimed = await post({ rewards: [rewardItem], id: campaignId, token }, cookie, key);
    expect(claimed.json().status.id).toBe(0);
  });
});
