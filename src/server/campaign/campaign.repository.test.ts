import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CAMPAIGN_ID } from '../db/seed/demo-campaign';
import { openTestApp, type TestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { loadCampaignConfig } from './campaign.repository';

// The parsed configuration is reused while the stored text is unchanged; an edit is seen on the next read and
// validated like the first one.
describe.each(TEST_DATABASE_KINDS)('loadCampaignConfig on %s', (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await openTestApp(kind);
  });
  afterAll(async () => testApp.close());

  const db = () => testApp.database.db;
  const setTimeZone = (value: unknown) =>
    sql`update campaigns set config = jsonb_set(config, '{timeZone}', ${JSON.stringify(value)}::jsonb) where id = ${DEMO_CAMPAIGN_ID}`.execute(
      db(),
    );

  it('reads an edited configuration on the next call, and refuses a bad edit loudly', async () => {
    const first = await loadCampaignConfig(db(), DEMO_CAMPAIGN_ID);
    expect(await loadCampaignConfig(db(), DEMO_CAMPAIGN_ID)).toBe(first);
    await setTimeZone('Asia/Singapore');
    expect((await loadCampaignConfig(db(), DEMO_CAMPAIGN_ID)).timeZone).toBe('Asia/Singapore');
    await setTimeZone(42);
    await expect(loadCampaignConfig(db(), DEMO_CAMPAIGN_ID)).rejects.toThrow();
    await setTimeZone(first.timeZone);
    expect(await loadCampaignConfig(db(), DEMO_CAMPAIGN_ID)).toEqual(first);
  });
});
