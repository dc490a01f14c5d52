import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquireCodeCall, registerCall } from '../../contract/auth';
import { buildPath, withQuery } from '../../contract/envelope';
import { loadCampaignConfig } from '../campaign/campaign.repository';
import { DEMO_CAMPAIGN_ID } from '../db/seed/demo-campaign';
import { openTestApp, type TestApp } from '../testing/test-app';
import { TEST_DATABASE_KINDS } from '../testing/test-database';
import { TEST_NOW } from '../testing/test-seed';

const DELAY_MS = 10 * 60_000;
let nextIp = 1;
/** A fresh client address per request group, so the per-IP limits of decision 0021 stay out of the way. */
const freshIp = () => `10.1.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

function registrationClient(testApp: TestApp) {
  const campaignId = () => DEMO_CAMPAIGN_ID;
  return {
    register: (vouchercode: string, options: { ip?: string; id?: number; pathId?: number } = {}) =>
      testApp.app.inject({
        method: 'POST',
        url: buildPath(registerCall, { id: options.pathId ?? campaignId() }),
        remoteAddress: options.ip ?? freshIp(),
        payload: { vouchercode, id: options.id ?? campaignId() },
      }),
    inquire: (code: string, options: { ip?: string; bodyCode?: string } = {}) =>
      testApp.app.inject({
        method: 'POST',
        url: withQuery(buildPath(inquireCodeCall, { id: campaignId() }), { code }),
        remoteAddress: options.ip ?? freshIp(),
        payload: { code: options.bodyCode ?? code, id: campaignId() },
      }),
  };
}

const statusOf = (response: { json(): unknown }) => (response.json() as { status: { id: number } }).status.id;

describe.each(TEST_DATABASE_KINDS)('register and inquire (spec §4, §7, §8; decision 0022) on %s', (kind) => {
  let testApp: TestApp;
  let now = TEST_NOW;
  let client: ReturnType<typeof registrationClient>;

  beforeAll(async () => {
    testApp = await openTestApp(kind, { clock: () => now, registrationValidationDelayMs: DELAY_MS });
    client = registrationClient(testApp);
  });
  afterAll(async () => testApp.close());

  it("spec §8: register 4255 'Registration Submitted', then inquire answers 4677 pending until the delay passes", async () => {
    const registered = await client.register('NEWUSER1');
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toEqual({ status: { id: 4255, message: 'Registration Submitted' }, data: null });
    expect(statusOf(await client.inquire('NEWUSER1'))).toBe(4677);

    now = new Date(TEST_NOW.getTime() + DELAY_MS - 1);
    expect(statusOf(await client.inquire('NEWUSER1'))).toBe(4677);
    now = new Date(TEST_NOW.getTime() + DELAY_MS);
    const inquired = await client.inquire('NEWUSER1');
    expect(statusOf(inquired)).toBe(4679);
    expect(inquired.json().status.message).toMatch(/^Already Registered: Thank you for participating…/);
    now = TEST_NOW;
  });

  it.each([
    ['a pending code (PENDING1)', 'PENDING1', 44],
    ['a registered code (NOSPEND1)', 'NOSPEND1', 44],
    ['a code registered earlier, typed in lower case', 'newuser1', 44],
    ['a blocked code (BLOCKED1)', 'BLOCKED1', 45],
    ['an unknown code', 'NOPE0000', 45],
    ['a malformed code (3 characters)', 'abc', 4249],
    ['a malformed code (9 characters)', 'NEWUSER12', 4249],
    ['a malformed code (not word characters)', 'NEWUSER-', 4249],
    ['an empty code', '', 4249],
  ])('spec §4, §8: register with %s answers %i', async (_case, code, statusId) => {
    const response = await client.register(code);
    expect(response.statusCode).toBe(200);
    expect(statusOf(response)).toBe(statusId);
  });

  it('spec §8: register 45 and 4249 carry the Invalid Promo Code text', async () => {
    expect((await client.register('BLOCKED1')).json().status.message).toMatch(/^Invalid Promo Code: /);
    expect((await client.register('abc')).json().status.message).toMatch(/^Invalid Promo Code: /);
  });

  it.each([
    ['registered', 'SPEND042', 4679, null],
    ['pending', 'PENDING1', 4677, null],
    ['issued, not registered', 'NEWUSER2', 4678, 'issued'],
    ['issued, typed in lower case', 'newuser2', 4678, 'issued'],
    ['blocked', 'BLOCKED1', 4678, null],
    ['unknown', 'NOPE0000', 4678, null],
    ['registered, typed in lower case', 'spend042', 4679, null],
  ])('spec §8: inquiring a %s code answers %i (decision 0166: with data %j)', async (_case, code, statusId, data) => {
    const response = await client.inquire(code);
    expect(statusOf(response)).toBe(statusId);
    expect(response.json().data).toBe(data);
  });

  it('two racing registrations of one code: exactly one is submitted, the other is already registered', async () => {
    const answers = await Promise.all([client.register('NEWUSER2'), client.register('NEWUSER2')]);
    expect(answers.map(statusOf).sort((a, b) => a - b)).toEqual([44, 4255]);
  });

  it.each([
    ['a path id of another campaign', { pathId: 99 }],
    ['a body id of another campaign', { id: 99 }],
  ])('register with %s is a malformed request (400)', async (_case, options) => {
    const response = await client.register('NEWUSER1', options);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: { id: 400 }, data: null });
  });

  it.each([
    ['a malformed code', 'abc', {}],
    ['different codes in the query and the body', 'NOSPEND1', { bodyCode: 'SPEND042' }],
  ])('inquire with %s is a malformed request (400)', async (_case, code, options) => {
    expect((await client.inquire(code, options)).statusCode).toBe(400);
  });

  it('a register body with an unexpected field is refused (400, the contract is strict)', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: buildPath(registerCall, { id: DEMO_CAMPAIGN_ID }),
      remoteAddress: freshIp(),
      payload: { vouchercode: 'NEWUSER1', id: DEMO_CAMPAIGN_ID, admin: true },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe.each(TEST_DATABASE_KINDS)('register after the registration period (spec §8 4248) on %s', (kind) => {
  let testApp: TestApp;
  let now = TEST_NOW;
  let client: ReturnType<typeof registrationClient>;
  let endMs = 0;

  beforeAll(async () => {
    testApp = await openTestApp(kind, { clock: () => now });
    client = registrationClient(testApp);
    const campaign = await loadCampaignConfig(testApp.database.db, DEMO_CAMPAIGN_ID);
    endMs = Date.parse(campaign.settings.schedules.registration.endDateTime);
  });
  afterAll(async () => testApp.close());

  it.each([
    ['one second before the end', 'NEWUSER1', 4255, -1000],
    ['at the end', 'NEWUSER2', 4248, 0],
    ['one second after the end', 'NEWUSER2', 4248, 1000],
  ])(
    'spec §2, §4: %s, register %s answers %i (the countdown the screens show)',
    async (_case, code, statusId, offset) => {
      now = new Date(endMs + offset);
      expect(statusOf(await client.register(code))).toBe(statusId);
    },
  );

  it('decision 0166: after the end, an issued code is no longer said to be registrable: plain 4678', async () => {
    now = new Date(endMs + 1000);
    const response = await client.inquire('NEWUSER2');
    expect(response.json()).toMatchObject({ status: { id: 4678 }, data: null });
    now = new Date(endMs - 1000);
    expect((await client.inquire('NEWUSER2')).json()).toMatchObject({ status: { id: 4678 }, data: 'issued' });
  });

  it.each([
    ['a blocked code', 'BLOCKED1'],
    ['a malformed code', 'abc'],
    ['an unknown code', 'NOPE0000'],
  ])("decision 0022: after the end, 4248 'Expired Registration' comes first, even for %s", async (_case, code) => {
    now = new Date(endMs + 1000);
    const response = await client.register(code);
    expect(response.json().status).toEqual({
      id: 4248,
      message: 'Expired Registration: Sorry, the registration period for this promo has ended.',
    });
  });
});
