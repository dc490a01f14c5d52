import { readFileSync } from 'node:fs';
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CampaignConfigSchema, SPEND_GOALS_TWO_TIERS } from '../../../domain/campaign-config';
import { displayCategoryName } from '../../../domain/categories';
import { dayKey, isWithinDayWindow } from '../../../domain/dates';
import { TEST_EGC_CODE_KEYS } from '../../testing/egc-code-keys';
import { openTestDatabase, TEST_DATABASE_KINDS } from '../../testing/test-database';
import type { OpenDatabase } from '../database';
import { buildDemoCampaign } from './demo-campaign';
import { DEMO_CARDHOLDERS } from './demo-cardholders';
import { isDatabaseEmpty, type SeedResult, seedDemo } from './seed';

// 2024-05-20 11:15 in Manila: every demo date below is counted from this instant.
const NOW = new Date('2024-05-20T03:15:00Z');
const TODAY = '2024-05-20';

describe.each(TEST_DATABASE_KINDS)('demo seed on %s (docs/architecture.md §4 Seed)', (kind) => {
  let database: OpenDatabase;
  let result: SeedResult;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    result = await seedDemo(database.db, { now: NOW, egcCodeKeys: TEST_EGC_CODE_KEYS });
  });
  afterAll(() => database?.close());

  it('stores one campaign, id 1, whose config the domain schema accepts as built for now', async () => {
    const rows = await database.db.selectFrom('campaigns').selectAll().execute();
    expect(rows.map((row) => row.id)).toEqual([1]);
    const config = CampaignConfigSchema.parse(rows[0]?.config);
    expect(config).toEqual(buildDemoCampaign(NOW));
    expect(result.campaignId).toBe(1);
  });

  it('places the schedules around now: registration ends in 30 days, redemption at the end of day 60 in Manila', () => {
    const { schedules, customSettings } = buildDemoCampaign(NOW).settings;
    expect(schedules.registration.endDateTime).toBe('2024-06-19T23:59:59+08:00');
    expect(schedules.redemption.endDateTime).toBe('2024-07-19T23:59:59+08:00');
    expect(customSettings.voucherPrefix).toBe('DEMO');
  });

  it('spec §9 Frequency Spend: month 1 is past, month 2 current and month 3 ahead', () => {
    const [month1, month2, month3] = buildDemoCampaign(NOW).frequencyWindows;
    expect(month1).toEqual({ start: '2024-04-05', end: '2024-05-04' });
    expect(month1 && month1.end < TODAY).toBe(true);
    expect(month2 && isWithinDayWindow(NOW, month2)).toBe(true);
    expect(month3 && month3.start > TODAY).toBe(true);
    expect(dayKey(NOW)).toBe(TODAY);
  });

  it('spec §1: the two-tier reading of the goals, premium card type 7, FAQs, and empty reward lists', () => {
    const config = buildDemoCampaign(NOW);
    expect(config.spendGoals).toEqual(SPEND_GOALS_TWO_TIERS);
    expect(config.uiSchema.platinumCardTypeIDs).toEqual([7]);
    expect(config.uiSchema.faqs.length).toBeGreaterThanOrEqual(2);
    expect(config.uiSchema.merchantCategories).toHaveLength(10);
    expect(config.uiSchema.rewards).toEqual([]);
    expect(config.uiSchema.bonusRewardsByCategoryFrequency).toEqual([]);
  });

  it('spec §3: ten merchant categories with real codes, some with a bank-name prefix to strip', async () => {
    const categories = await database.db.selectFrom('merchant_categories').selectAll().execute();
    expect(categories).toHaveLength(10);
    expect(categories.every((category) => category.mcc_id >= 1000 && category.mcc_id <= 9999)).toBe(true);
    const prefixed = categories.filter((category) => displayCategoryName(category.name) !== category.name);
    expect(prefixed.map((category) => displayCategoryName(category.name))).toContain('Groceries');
    expect(categories.every((category) => category.image?.startsWith('/images/categories/'))).toBe(true);
  });

  it('spec §1, §3: merchants with P500 eGCs, two premium-only, one unavailable, one also at P1,000', async () => {
    const merchants = await database.db.selectFrom('merchants').selectAll().execute();
    const denominations = await database.db.selectFrom('denominations').selectAll().execute();
    expect(merchants).toHaveLength(10);
    expect(merchants.filter((merchant) => merchant.is_for_platinum_only)).toHaveLength(2);
    expect(merchants.filter((merchant) => !merchant.is_available)).toHaveLength(1);
    for (const merchant of merchants) {
      const values = denominations.filter((d) => d.merchant_id === merchant.id).map((d) => d.value_centavos);
      expect(values).toContain(50_000);
    }
    expect(denominations.filter((d) => d.value_centavos === 100_000)).toHaveLength(1);
    for (const list of ['main', 'bonus', 'frequency'] as const) {
      expect(merchants.some((merchant) => merchant.reward_lists.includes(list))).toBe(true);
    }
  });

  it('creates the admin with an argon2id hash of a generated password, returned once', async () => {
    const admin = await database.db.selectFrom('admins').selectAll().executeTakeFirstOrThrow();
    expect(result.admin.email).toBe('admin@demo.local');
    expect(admin.email).toBe('admin@demo.local');
    expect(result.admin.generatedPassword?.length).toBeGreaterThanOrEqual(16);
    expect(admin.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(await verify(admin.password_hash, result.admin.generatedPassword ?? '')).toBe(true);
  });

  it('returns the documented cardholder table', () => {
    expect(result.cardholders).toEqual(DEMO_CARDHOLDERS);
  });

  it('is not run twice: the database is no longer empty and a second seed changes nothing', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    const count = async () =>
      (
        await database.db
          .selectFrom('transactions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    await expect(seedDemo(database.db, { now: NOW, egcCodeKeys: TEST_EGC_CODE_KEYS })).rejects.toThrow(
      'only on an empty database',
    );
    expect(await count()).toBe(before);
    expect(await database.db.selectFrom('admins').select('id').execute()).toHaveLength(1);
  });
});

describe('demo seed with a chosen admin', () => {
  let database: OpenDatabase;
  afterAll(() => database?.close());

  it('stores the given e-mail and password and generates none', async () => {
    database = await openTestDatabase('pglite');
    const result = await seedDemo(database.db, {
      now: NOW,
      egcCodeKeys: TEST_EGC_CODE_KEYS,
      adminEmail: 'ops@bank.test',
      adminPassword: 'correct horse',
    });
    // Decision 0184: without a TOTP secret, the admin enrols through the one-time link the seed answers.
    expect(result.admin).toEqual({
      email: 'ops@bank.test',
      generatedPassword: null,
      enrolmentToken: expect.stringMatching(/^[\w-]{22}$/),
    });
    const admin = await database.db.selectFrom('admins').selectAll().executeTakeFirstOrThrow();
    expect(await verify(admin.password_hash, 'correct horse')).toBe(true);
    const link = await database.db.selectFrom('admin_enrolment_links').selectAll().executeTakeFirstOrThrow();
    expect(link).toMatchObject({ admin_id: admin.id, issued_by: null, used_at: null });
    expect(link.token_hash).not.toBe(result.admin.enrolmentToken);
  });

  it('decision 0184: with a TOTP secret the admin is enrolled, and no link is made', async () => {
    const other = await openTestDatabase('pglite');
    try {
      const result = await seedDemo(other.db, {
        now: NOW,
        egcCodeKeys: TEST_EGC_CODE_KEYS,
        adminTotpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      });
      expect(result.admin.enrolmentToken).toBeNull();
      expect(await other.db.selectFrom('admin_enrolment_links').selectAll().execute()).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('docs/demo-accounts.md', () => {
  const doc = readFileSync(new URL('../../../../docs/demo-accounts.md', import.meta.url), 'utf8');

  it.each(DEMO_CARDHOLDERS.map((cardholder) => cardholder.promoCode))('documents the promo code %s', (code) => {
    expect(doc).toContain(`\`${code}\``);
  });

  it('names the admin e-mail', () => {
    expect(doc).toContain('admin@demo.local');
  });
});
