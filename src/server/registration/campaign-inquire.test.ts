import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignInquireCall } from '../../contract/auth';
import { buildPath } from '../../contract/envelope';
import { loadCampaignConfig } from '../campaign/campaign.repository';
import { DEMO_CAMPAIGN_ID } from '../db/seed/demo-campaign';
import { openTestApp, type TestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_NOW } from '../testing/test-seed';

// spec §7 campaign inquire ("body given"); the contract's decision: the campaign's public summary.

describe.each(TEST_DATABASE_KINDS)('campaign inquire on %s', (kind) => {
  let testApp: TestApp;
  let now = TEST_NOW;
  let registrationEnd = 0;
  let redemptionEnd = 0;

  beforeAll(async () => {
    testApp = await openTestApp(kind, { clock: () => now });
    const { schedules } = (await loadCampaignConfig(testApp.database.db, DEMO_CAMPAIGN_ID)).settings;
    registrationEnd = Date.parse(schedules.registration.endDateTime);
    redemptionEnd = Date.parse(schedules.redemption.endDateTime);
  });
  afterAll(async () => testApp.close());

  const inquire = (id: number = DEMO_CAMPAIGN_ID) =>
    testApp.app.inject({ method: 'POST', url: buildPath(campaignInquireCall, { id }), payload: { any: 'thing' } });

  it.each([
    ['during both periods', () => TEST_NOW.getTime(), true, true],
    ['one second before registration ends', () => registrationEnd - 1000, true, true],
    ['when registration has ended', () => registrationEnd, false, true],
    ['one second before redemption ends', () => redemptionEnd - 1000, false, true],
    ['when redemption has ended', () => redemptionEnd, false, false],
  ])('answers the campaign and whether its periods are open %s', async (_case, time, registration, redemption) => {
    now = new Date(time());
    const response = await inquire();
    expect(response.statusCode).toBe(200);
    const body = campaignInquireCall.response.parse(response.json());
    expect(body).toEqual({
      status: { id: 0 },
      data: {
        campaignID: DEMO_CAMPAIGN_ID,
        name: 'Demo Spend Promo',
        isRegistrationOpen: registration,
        isRedemptionOpen: redemption,
      },
    });
  });

  it('another campaign id is a malformed request (400)', async () => {
    expect((await inquire(DEMO_CAMPAIGN_ID + 1)).statusCode).toBe(400);
  });
});
