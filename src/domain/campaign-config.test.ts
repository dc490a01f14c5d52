import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  CampaignConfigSchema,
  CampaignRewardConfigSchema,
  defaultCampaignRewardConfig,
  FrequencyWindowSchema,
  FrequencyWindowsSchema,
  MerchantSchema,
  PesosSchema,
  SPEND_GOALS_THREE_TIERS,
  SPEND_GOALS_TWO_TIERS,
  SpendGoalsSchema,
  toSpendGoals,
  UISchemaSchema,
} from './campaign-config';
import { CAMPAIGN_2023 } from './fixtures/campaign-2023';
import { pesosToCentavos } from './money';

type Issue = { path: string; message: string };
const issuesOf = (result: z.util.SafeParseResult<unknown>): Issue[] =>
  result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

const withChanges = (changes: Record<string, unknown>) => ({ ...CAMPAIGN_2023, ...changes });

// Campaign configurations are parsed on the server, where zod's English texts are loaded
// (src/server/platform/error-handler.ts): they word the checks with no message of their own, e.g. an unknown field.
z.config(z.locales.en());

describe('spec §3, §9: the 2023 campaign configuration', () => {
  it('parses to exactly itself', () => {
    expect(CampaignConfigSchema.parse(CAMPAIGN_2023)).toEqual(CAMPAIGN_2023);
  });

  it('spec §9: Frequency Spend windows 2023-09-15..2023-10-15, 2023-10-16..2023-11-15, 2023-11-16..2023-11-30', () => {
    expect(CAMPAIGN_2023.frequencyWindows).toEqual([
      { start: '2023-09-15', end: '2023-10-15' },
      { start: '2023-10-16', end: '2023-11-15' },
      { start: '2023-11-16', end: '2023-11-30' },
    ]);
  });

  it('spec §1: some rewards are premium-only, the regular denomination is P500', () => {
    const merchants = CAMPAIGN_2023.uiSchema.rewards.flatMap((group) => group.merchants);
    expect(merchants.filter((each) => each.isForPlatinumOnly)).toHaveLength(1);
    expect(new Set(merchants.map((each) => each.value))).toEqual(new Set([500]));
  });

  it("timeZone defaults to 'Asia/Manila' when omitted", () => {
    const { timeZone: _omitted, ...rest } = CAMPAIGN_2023;
    expect(CampaignConfigSchema.parse(rest).timeZone).toBe('Asia/Manila');
  });

  it('customerNoPrefix defaults to none when omitted', () => {
    const { customerNoPrefix: _omitted, ...rest } = CAMPAIGN_2023;
    expect(CampaignConfigSchema.parse(rest).customerNoPrefix).toBe('');
  });

  it('spec §3 client default: rewardConfig is filled in when omitted', () => {
    const { rewardConfig: _omitted, ...rest } = CAMPAIGN_2023;
    expect(CampaignConfigSchema.parse(rest).rewardConfig).toEqual(defaultCampaignRewardConfig());
  });
});

describe('clear errors for bad campaign values', () => {
  it.each([
    ['a bad time zone', { timeZone: 'Mars/Base' }, 'timeZone', 'must be an IANA time zone such as Asia/Manila'],
    ['an empty time zone', { timeZone: '' }, 'timeZone', 'must be an IANA time zone such as Asia/Manila'],
    [
      'a window ending before it starts',
      { frequencyWindows: [{ start: '2023-09-15', end: '2023-09-14' }, ...CAMPAIGN_2023.frequencyWindows.slice(1)] },
      'frequencyWindows.0.end',
      'window end must be on or after its start',
    ],
    [
      'goals not ascending',
      { spendGoals: [...SPEND_GOALS_TWO_TIERS].reverse() },
      'spendGoals.1.threshold',
      'spend goals must be in ascending order of threshold',
    ],
    ['an unknown field', { color: 'blue' }, '', 'Unrecognized key: "color"'],
    [
      'a dash in customerNoPrefix',
      { customerNoPrefix: '0-1' },
      'customerNoPrefix',
      'customerNoPrefix must be letters or digits',
    ],
    ['a blank name', { name: '  ' }, 'name', 'name is required'],
    [
      'no voucher prefix',
      { settings: { ...CAMPAIGN_2023.settings, customSettings: { voucherPrefix: '' } } },
      'settings.customSettings.voucherPrefix',
      'voucherPrefix is required',
    ],
  ])('refuses %s', (_label, changes, path, message) => {
    expect(issuesOf(CampaignConfigSchema.safeParse(withChanges(changes)))).toContainEqual({ path, message });
  });

  it('refuses a registration period that ends after redemption', () => {
    const { registration, redemption } = CAMPAIGN_2023.settings.schedules;
    const settings = {
      ...CAMPAIGN_2023.settings,
      schedules: { registration: { ...registration, endDateTime: '2023-12-01T00:00:00+08:00' }, redemption },
    };
    expect(issuesOf(CampaignConfigSchema.safeParse(withChanges({ settings })))).toEqual([
      {
        path: 'settings.schedules.registration.endDateTime',
        message: 'registration must end no later than redemption',
      },
    ]);
  });
});

describe('PesosSchema: spec §9 money as pesos with at most two decimals', () => {
  it.each([0, 500, 1500, 24_999.99, 0.29, 0.01, -1500.5, 200_000])('accepts %s', (pesos) => {
    expect(PesosSchema.safeParse(pesos).success).toBe(true);
  });

  it.each([1.005, 0.1 + 0.2, 0.001, 1e20, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (pesos) => {
    expect(PesosSchema.safeParse(pesos).success).toBe(false);
  });

  it('refuses with a clear message', () => {
    expect(issuesOf(PesosSchema.safeParse(1.005))).toEqual([
      { path: '', message: 'must be pesos with at most two decimals' },
    ]);
  });

  it('accepts every whole number of centavos written as pesos', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (centavos) => {
        expect(PesosSchema.parse(centavos / 100)).toBe(centavos / 100);
      }),
    );
  });
});

describe('FrequencyWindowSchema: a DayWindow, both days inclusive', () => {
  it.each([
    ['one day before the start', '2023-09-14', false],
    ['on the start (a one-day window)', '2023-09-15', true],
    ['one day after the start', '2023-09-16', true],
  ])('end %s → %s', (_label, end, ok) => {
    expect(FrequencyWindowSchema.safeParse({ start: '2023-09-15', end }).success).toBe(ok);
  });

  it('spec §9: there are exactly three windows', () => {
    expect(issuesOf(FrequencyWindowsSchema.safeParse(CAMPAIGN_2023.frequencyWindows.slice(0, 2)))).toEqual([
      { path: '', message: 'there must be exactly three frequency windows' },
    ]);
  });

  it.each([
    ['overlapping by one day', '2023-10-15', false],
    ['starting the day after', '2023-10-16', true],
  ])('a window %s the previous one → %s', (_label, start, ok) => {
    const windows = [...CAMPAIGN_2023.frequencyWindows];
    windows[1] = { start, end: '2023-11-15' };
    const result = FrequencyWindowsSchema.safeParse(windows);
    expect(result.success).toBe(ok);
    if (!ok)
      expect(issuesOf(result)).toEqual([
        { path: '1', message: 'frequency windows must follow each other without overlap' },
      ]);
  });
});

describe('spend goals: spec §1 both readings', () => {
  it.each([
    ['[75k, 200k]', SPEND_GOALS_TWO_TIERS],
    ['[50k, 75k, 200k]', SPEND_GOALS_THREE_TIERS],
  ])('the reading %s parses', (_label, goals) => {
    expect(SpendGoalsSchema.parse(goals)).toEqual(goals);
  });

  it('spec §1: 50,000 gives P500, 75,000 gives P1,500, 200,000 gives P5,000', () => {
    expect(SPEND_GOALS_THREE_TIERS).toEqual([
      { threshold: 50_000, reward: 500 },
      { threshold: 75_000, reward: 1_500 },
      { threshold: 200_000, reward: 5_000 },
    ]);
  });

  const goal = (threshold: number, reward: number) => ({ threshold, reward });
  it.each([
    ['equal thresholds', [goal(75_000, 1_500), goal(75_000, 5_000)]],
    ['descending thresholds', [goal(200_000, 5_000), goal(75_000, 1_500)]],
  ])('refuses %s', (_label, goals) => {
    expect(issuesOf(SpendGoalsSchema.safeParse(goals))).toEqual([
      { path: '1.threshold', message: 'spend goals must be in ascending order of threshold' },
    ]);
  });

  it.each([
    ['no goals', []],
    ['a zero threshold', [{ threshold: 0, reward: 500 }]],
    ['an extra field', [{ threshold: 75_000, reward: 1_500, label: 'x' }]],
  ])('refuses %s', (_label, goals) => {
    expect(SpendGoalsSchema.safeParse(goals).success).toBe(false);
  });

  it('toSpendGoals converts pesos to the centavos goals.ts works in', () => {
    expect(toSpendGoals(SPEND_GOALS_TWO_TIERS)).toEqual([
      { threshold: pesosToCentavos(75_000), reward: pesosToCentavos(1_500) },
      { threshold: pesosToCentavos(200_000), reward: pesosToCentavos(5_000) },
    ]);
  });
});

describe('CampaignRewardConfigSchema: spec §3, §9 client default', () => {
  const defaults = defaultCampaignRewardConfig();

  it('start 2023-06-30, end 2023-09-30, expiry 60 days, prefix 020100', () => {
    expect(defaults).toMatchObject({ start: '2023-06-30', end: '2023-09-30', expiryDays: 60, prefix: '020100' });
  });

  it('three tiers with prefix BONUSM, amount 100, one transaction, quantity 15, minimum spend 1000, 1000, 100', () => {
    for (const tier of defaults.tiers) {
      expect([tier.prefix, tier.amount, tier.transactionCount, tier.schedule.quantity]).toEqual(['BONUSM', 100, 1, 15]);
    }
    expect(defaults.tiers.map((tier) => tier.minimumSpend)).toEqual([1000, 1000, 100]);
  });

  it('tier windows 06-30..07-30, 07-31..08-30 and 08-31..09-30', () => {
    expect(defaults.tiers.map((tier) => tier.schedule.window)).toEqual([
      { start: '2023-06-30', end: '2023-07-30' },
      { start: '2023-07-31', end: '2023-08-30' },
      { start: '2023-08-31', end: '2023-09-30' },
    ]);
  });

  it('each call returns a fresh copy', () => {
    const first = defaultCampaignRewardConfig();
    first.tiers.length = 0;
    expect(defaultCampaignRewardConfig().tiers).toHaveLength(3);
  });

  const withTierWindow = (index: number, window: { start: string; end: string }) => ({
    ...defaults,
    tiers: defaults.tiers.map((tier, each) =>
      each === index ? { ...tier, schedule: { ...tier.schedule, window } } : tier,
    ),
  });

  const OUTSIDE = 'every tier window must lie within start and end';
  it.each([
    ['end before start', { ...defaults, end: '2023-06-29' }, 'end', 'end must be on or after start'],
    ['a prefix that is not digits', { ...defaults, prefix: '02A100' }, 'prefix', 'prefix must be digits'],
    [
      'two tiers',
      { ...defaults, tiers: defaults.tiers.slice(0, 2) },
      'tiers',
      'there must be exactly three reward tiers',
    ],
    ['a tier window before the start', withTierWindow(0, { start: '2023-06-29', end: '2023-07-30' }), 'tiers', OUTSIDE],
    ['a tier window after the end', withTierWindow(2, { start: '2023-08-31', end: '2023-10-01' }), 'tiers', OUTSIDE],
    [
      'overlapping tier windows',
      withTierWindow(1, { start: '2023-07-30', end: '2023-08-30' }),
      'tiers.1.schedule.window',
      'tier windows must follow each other without overlap',
    ],
  ])('refuses %s', (_label, config, path, message) => {
    expect(issuesOf(CampaignRewardConfigSchema.safeParse(config))).toContainEqual({ path, message });
  });
});

describe('spec §3 UISchema and Merchant', () => {
  it('lists default to empty so a campaign may omit them', () => {
    expect(UISchemaSchema.parse({})).toEqual({
      merchantCategories: [],
      rewards: [],
      rewardsByCategory: [],
      bonusRewardsByCategory: [],
      bonusRewardsByCategoryFrequency: [],
      faqs: [],
      platinumCardTypeIDs: [],
    });
  });

  const merchant = { id: 1, merchantID: 2, denominationID: 3, name: 'A', value: 500, quantity: 0 };

  it('a merchant is regular and available unless said otherwise', () => {
    const defaults = {
      isForPlatinumOnly: false,
      isAvailable: true,
      description: null,
      image: null,
      locationsUrl: null,
    };
    expect(MerchantSchema.parse(merchant)).toEqual({ ...merchant, ...defaults });
  });

  it.each([
    ['a zero value', { value: 0 }],
    ['a fractional id', { id: 1.5 }],
    ['a negative quantity', { quantity: -1 }],
  ])('a merchant with %s is refused', (_label, change) => {
    expect(MerchantSchema.safeParse({ ...merchant, ...change }).success).toBe(false);
  });
});
