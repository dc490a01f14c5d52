// spec §3, §9: one campaign's configuration as data. The server stores it, serves the parts the screens need
// (GET /api/config) and both sides run the same rules over the campaign's own values.
import { z } from 'zod/mini';
import { DEFAULT_TIME_ZONE } from './dates';
import type { SpendGoal } from './goals';
import { pesosToCentavos } from './money';

// ---- wire primitives shared with src/contract -------------------------------------------------------------

/** An integer divided by 100 is the nearest double to that decimal, so this is exact for 2-decimal values. */
const isWirePesos = (value: number): boolean => {
  const centavos = Math.round(value * 100);
  return Number.isSafeInteger(centavos) && centavos / 100 === value;
};

/** spec §9: money on the wire is pesos as a JSON number with at most two decimals (e.g. 24999.99). */
export const PesosSchema = z
  .number()
  .check(z.refine(isWirePesos, { message: 'must be pesos with at most two decimals' }));

/** A calendar day 'YYYY-MM-DD' (real dates only: 2023-02-29 is refused). */
export const DayKeySchema = z.iso.date({ message: "must be a day written 'YYYY-MM-DD'" });

/** An instant as ISO 8601 with 'Z' or an offset, so every reader agrees on the moment. */
export const IsoDateTimeSchema = z.iso.datetime({
  offset: true,
  message: "must be an ISO date-time with 'Z' or an offset, e.g. 2023-11-30T23:59:59+08:00",
});

const isIanaTimeZone = (timeZone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
};

/** Every by-day rule is decided in the campaign's time zone (dates.ts). */
export const TimeZoneSchema = z
  .string()
  .check(z.refine(isIanaTimeZone, { message: 'must be an IANA time zone such as Asia/Manila' }));

// ---- spec §3 Form settings ---------------------------------------------------------------------------------

const ScheduleSchema = z.object({
  /** Shown on the registration and login pages when the period has ended (spec §2 routing rules). */
  endMessage: z.string(),
  endDateTime: IsoDateTimeSchema,
});

export const FormSettingsSchema = z.object({
  schedules: z.object({ registration: ScheduleSchema, redemption: ScheduleSchema }),
  /** spec §5: an admin's 8-character search is sent as `{voucherPrefix}-{code}`. */
  customSettings: z.object({ voucherPrefix: z.string().check(z.minLength(1, 'voucherPrefix is required')) }),
});

// ---- spec §3 UISchema --------------------------------------------------------------------------------------

/** spec §3 Merchant (reward entry). Optional display fields default so a catalogue can omit them. */
export const MerchantSchema = z.object({
  id: z.int(),
  merchantID: z.int(),
  denominationID: z.int(),
  name: z.string().check(z.minLength(1)),
  description: z._default(z.nullable(z.string()), null),
  image: z._default(z.nullable(z.string()), null),
  /** spec §1: the regular denomination is P500. */
  value: PesosSchema.check(z.positive()),
  quantity: z.int().check(z.nonnegative()),
  locationsUrl: z._default(z.nullable(z.string()), null),
  isForPlatinumOnly: z._default(z.boolean(), false),
  /** spec §3: only available rewards are shown. */
  isAvailable: z._default(z.boolean(), true),
});

const RewardGroupSchema = z.object({
  id: z.int(),
  name: z.optional(z.string()),
  merchants: z.array(MerchantSchema),
});

const MerchantCategoryStyleSchema = z.object({
  mccID: z.int().check(z.nonnegative()),
  image: z.string().check(z.minLength(1)),
  color: z.string().check(z.minLength(1)),
});

const FaqSchema = z.object({
  question: z.string().check(z.minLength(1)),
  /** Markdown, sanitised before display (spec §5). */
  answer: z.string(),
});

export const UISchemaSchema = z.object({
  merchantCategories: z._default(z.array(MerchantCategoryStyleSchema), []),
  rewards: z._default(z.array(RewardGroupSchema), []),
  rewardsByCategory: z._default(z.array(RewardGroupSchema), []),
  bonusRewardsByCategory: z._default(z.array(RewardGroupSchema), []),
  bonusRewardsByCategoryFrequency: z._default(z.array(RewardGroupSchema), []),
  faqs: z._default(z.array(FaqSchema), []),
  /** spec §6: premium cardholders are those whose card type is on this list. */
  platinumCardTypeIDs: z._default(z.array(z.int()), []),
});

// ---- spec §1, §9 spend goals -------------------------------------------------------------------------------

/** One goal: reaching `threshold` pesos of accumulated spend earns a `reward` pesos eGC. */
const SpendGoalConfigSchema = z.strictObject({
  threshold: PesosSchema.check(z.positive()),
  reward: PesosSchema.check(z.positive()),
});

/** spec §1: the campaign chooses the reading, [75k, 200k] or [50k, 75k, 200k]; listed lowest first. */
export const SpendGoalsSchema = z.array(SpendGoalConfigSchema).check(
  z.minLength(1, 'at least one spend goal is required'),
  z.superRefine((goals, ctx) => {
    goals.forEach((goal, index) => {
      const previous = goals[index - 1];
      if (previous !== undefined && goal.threshold <= previous.threshold) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'threshold'],
          message: 'spend goals must be in ascending order of threshold',
        });
      }
    });
  }),
);

/** spec §1 readings, in pesos as configured. */
export const SPEND_GOALS_TWO_TIERS = [
  { threshold: 75_000, reward: 1_500 },
  { threshold: 200_000, reward: 5_000 },
] as const;
export const SPEND_GOALS_THREE_TIERS = [{ threshold: 50_000, reward: 500 }, ...SPEND_GOALS_TWO_TIERS] as const;

/** The configured goals as the rules in goals.ts take them (centavos). */
export function toSpendGoals(goals: readonly SpendGoalConfig[]): readonly SpendGoal[] {
  return goals.map((goal) => ({
    threshold: pesosToCentavos(goal.threshold),
    reward: pesosToCentavos(goal.reward),
  }));
}

// ---- spec §9 day windows -----------------------------------------------------------------------------------

/** A DayWindow (dates.ts): both days inclusive, in the campaign's time zone. */
export const FrequencyWindowSchema = z.strictObject({ start: DayKeySchema, end: DayKeySchema }).check(
  z.refine((window) => window.end >= window.start, {
    path: ['end'],
    message: 'window end must be on or after its start',
  }),
);

type Window = z.infer<typeof FrequencyWindowSchema>;

/** spec §9: windows follow each other in time order without overlap; the issue names the one out of order. */
function addOverlapIssues(
  windows: readonly Window[],
  ctx: z.core.$RefinementCtx,
  label: string,
  pathOf: (index: number) => (string | number)[],
): void {
  windows.forEach((window, index) => {
    const previous = windows[index - 1];
    if (previous !== undefined && window.start <= previous.end) {
      ctx.addIssue({ code: 'custom', path: pathOf(index), message: `${label} must follow each other without overlap` });
    }
  });
}

/** spec §9 Frequency Spend: three promo months. */
export const FrequencyWindowsSchema = z.array(FrequencyWindowSchema).check(
  z.length(3, 'there must be exactly three frequency windows'),
  z.superRefine((windows, ctx) => addOverlapIssues(windows, ctx, 'frequency windows', (index) => [index])),
);

// ---- spec §3, §9 campaign reward configuration (client default) --------------------------------------------

const RewardTierSchema = z.strictObject({
  /** Reference prefix of the tier's bonus records, e.g. 'BONUSM'. */
  prefix: z.string().check(z.minLength(1)),
  /** Pesos of the tier's reward. */
  amount: PesosSchema.check(z.positive()),
  /** Qualifying transactions needed per counted spend (spec: "one transaction"). */
  transactionCount: z.int().check(z.positive()),
  /** Pesos a transaction must reach to count toward the tier. */
  minimumSpend: PesosSchema.check(z.nonnegative()),
  schedule: z.strictObject({ quantity: z.int().check(z.positive()), window: FrequencyWindowSchema }),
});

export const CampaignRewardConfigSchema = z
  .strictObject({
    start: DayKeySchema,
    end: DayKeySchema,
    expiryDays: z.int().check(z.positive()),
    /** spec §9: reward prefix '020100' (digits, leading zeros kept). */
    prefix: z.string().check(z.regex(/^\d+$/, 'prefix must be digits')),
    tiers: z.array(RewardTierSchema).check(z.length(3, 'there must be exactly three reward tiers')),
  })
  .check(
    z.refine((config) => config.end >= config.start, { path: ['end'], message: 'end must be on or after start' }),
    z.refine(
      (config) =>
        config.tiers.every(
          (tier) => tier.schedule.window.start >= config.start && tier.schedule.window.end <= config.end,
        ),
      { path: ['tiers'], message: 'every tier window must lie within start and end' },
    ),
    z.superRefine((config, ctx) =>
      addOverlapIssues(
        config.tiers.map((tier) => tier.schedule.window),
        ctx,
        'tier windows',
        (index) => ['tiers', index, 'schedule', 'window'],
      ),
    ),
  );

const defaultTier = (start: string, end: string, minimumSpend: number) => ({
  prefix: 'BONUSM',
  amount: 100,
  transactionCount: 1,
  minimumSpend,
  schedule: { quantity: 15, window: { start, end } },
});

/** spec §3, §9: the client default. */
const DEFAULT_REWARD_CONFIG_INPUT = {
  start: '2023-06-30',
  end: '2023-09-30',
  expiryDays: 60,
  prefix: '020100',
  tiers: [
    defaultTier('2023-06-30', '2023-07-30', 1000),
    defaultTier('2023-07-31', '2023-08-30', 1000),
    defaultTier('2023-08-31', '2023-09-30', 100),
  ],
};

/** A fresh copy each call, so no caller can change the default for another. */
export const defaultCampaignRewardConfig = (): CampaignRewardConfig =>
  CampaignRewardConfigSchema.parse(DEFAULT_REWARD_CONFIG_INPUT);

// ---- the whole campaign ------------------------------------------------------------------------------------

export const CampaignConfigSchema = z
  .strictObject({
    campaignID: z.int().check(z.positive()),
    name: z.string().check(z.trim(), z.minLength(1, 'name is required')),
    timeZone: z._default(TimeZoneSchema, DEFAULT_TIME_ZONE),
    settings: FormSettingsSchema,
    uiSchema: UISchemaSchema,
    /** spec §3, §5: added to an admin's customer-number search; served in the page config. */
    customerNoPrefix: z._default(z.string().check(z.regex(/^\w*$/, 'customerNoPrefix must be letters or digits')), ''),
    spendGoals: SpendGoalsSchema,
    frequencyWindows: FrequencyWindowsSchema,
    /** Days a bonus record stays claimable after it is created. */
    bonusExpiryDays: z.int().check(z.positive()),
    rewardConfig: z._default(CampaignRewardConfigSchema, defaultCampaignRewardConfig),
  })
  .check(
    z.refine(
      ({ settings: { schedules } }) =>
        Date.parse(schedules.registration.endDateTime) <= Date.parse(schedules.redemption.endDateTime),
      {
        path: ['settings', 'schedules', 'registration', 'endDateTime'],
        message: 'registration must end no later than redemption',
      },
    ),
  );

export type UISchema = z.infer<typeof UISchemaSchema>;
export type MerchantConfig = z.infer<typeof MerchantSchema>;
export type RewardGroup = z.infer<typeof RewardGroupSchema>;
export type MerchantCategoryStyle = z.infer<typeof MerchantCategoryStyleSchema>;
export type Faq = z.infer<typeof FaqSchema>;
export type SpendGoalConfig = z.infer<typeof SpendGoalConfigSchema>;
export type CampaignRewardConfig = z.infer<typeof CampaignRewardConfigSchema>;
export type CampaignConfig = z.infer<typeof CampaignConfigSchema>;
export type CampaignConfigInput = z.input<typeof CampaignConfigSchema>;
