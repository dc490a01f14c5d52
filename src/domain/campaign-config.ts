// spec §3, §9: one campaign's configuration as data. The server stores it, serves the parts the screens need
// (GET /api/config) and both sides run the same rules over the campaign's own values.
import { z } from 'zod';
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
export const PesosSchema = z.number().refine(isWirePesos, { message: 'must be pesos with at most two decimals' });

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
export const TimeZoneSchema = z.string().refine(isIanaTimeZone, {
  message: 'must be an IANA time zone such as Asia/Manila',
});

// ---- spec §3 Form settings ---------------------------------------------------------------------------------

const ScheduleSchema = z.object({
  /** Shown on the registration and login pages when the period has ended (spec §2 routing rules). */
  endMessage: z.string(),
  endDateTime: IsoDateTimeSchema,
});

export const FormSettingsSchema = z.object({
  schedules: z.object({ registration: ScheduleSchema, redemption: ScheduleSchema }),
  /** spec §5: an admin's 8-character search is sent as `{voucherPrefix}-{code}`. */
  customSettings: z.object({ voucherPrefix: z.string().min(1, 'voucherPrefix is required') }),
});

// ---- spec §3 UISchema --------------------------------------------------------------------------------------

/** spec §3 Merchant (reward entry). Optional display fields default so a catalogue can omit them. */
export const MerchantSchema = z.object({
  id: z.int(),
  merchantID: z.int(),
  denominationID: z.int(),
  name: z.string().min(1),
  description: z.string().nullable().default(null),
  image: z.string().nullable().default(null),
  /** spec §1: the regular denomination is P500. */
  value: PesosSchema.positive(),
  quantity: z.int().nonnegative(),
  locationsUrl: z.string().nullable().default(null),
  isForPlatinumOnly: z.boolean().default(false),
  /** spec §3: only available rewards are shown. */
  isAvailable: z.boolean().default(true),
});

export const RewardGroupSchema = z.object({
  id: z.int(),
  name: z.string().optional(),
  merchants: z.array(MerchantSchema),
});

export const MerchantCategoryStyleSchema = z.object({
  mccID: z.int().nonnegative(),
  image: z.string().min(1),
  color: z.string().min(1),
});

export const FaqSchema = z.object({
  question: z.string().min(1),
  /** Markdown, sanitised before display (spec §5). */
  answer: z.string(),
});

export const UISchemaSchema = z.object({
  merchantCategories: z.array(MerchantCategoryStyleSchema).default([]),
  rewards: z.array(RewardGroupSchema).default([]),
  rewardsByCategory: z.array(RewardGroupSchema).default([]),
  bonusRewardsByCategory: z.array(RewardGroupSchema).default([]),
  bonusRewardsByCategoryFrequency: z.array(RewardGroupSchema).default([]),
  faqs: z.array(FaqSchema).default([]),
  /** spec §6: premium cardholders are those whose card type is on this list. */
  platinumCardTypeIDs: z.array(z.int()).default([]),
});

// ---- spec §1, §9 spend goals -------------------------------------------------------------------------------

/** One goal: reaching `threshold` pesos of accumulated spend earns a `reward` pesos eGC. */
export const SpendGoalConfigSchema = z.strictObject({
  threshold: PesosSchema.positive(),
  reward: PesosSchema.positive(),
});

/** spec §1: the campaign chooses the reading, [75k, 200k] or [50k, 75k, 200k]; listed lowest first. */
export const SpendGoalsSchema = z
  .array(SpendGoalConfigSchema)
  .min(1, 'at least one spend goal is required')
  .superRefine((goals, ctx) => {
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
  });

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
export const FrequencyWindowSchema = z
  .strictObject({ start: DayKeySchema, end: DayKeySchema })
  .refine((window) => window.end >= window.start, {
    path: ['end'],
    message: 'window end must be on or after its start',
  });

type Window = z.infer<typeof FrequencyWindowSchema>;

/** spec §9: windows follow each other in time order without overlap; the issue names the one out of order. */
function addOverlapIssues(
  windows: readonly Window[],
  ctx: z.RefinementCtx,
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
export const FrequencyWindowsSchema = z
  .array(FrequencyWindowSchema)
  .length(3, 'there must be exactly three frequency windows')
  .superRefine((windows, ctx) => addOverlapIssues(windows, ctx, 'frequency windows', (index) => [index]));

// ---- spec §3, §9 campaign reward configuration (client default) --------------------------------------------

export const RewardTierSchema = z.strictObject({
  /** Reference prefix of the tier's bonus records, e.g. 'BONUSM'. */
  prefix: z.string().min(1),
  /** Pesos of the tier's reward. */
  amount: PesosSchema.positive(),
  /** Qualifying transactions needed per counted spend (spec: "one transaction"). */
  transactionCount: z.int().positive(),
  /** Pesos a transaction must reach to count toward the tier. */
  minimumSpend: PesosSchema.nonnegative(),
  schedule: z.strictObject({ quantity: z.int().positive(), window: FrequencyWindowSchema }),
});

export const CampaignRewardConfigSchema = z
  .strictObject({
    start: DayKeySchema,
    end: DayKeySchema,
    expiryDays: z.int().positive(),
    /** spec §9: reward prefix '020100' (digits, leading zeros kept). */
    prefix: z.string().regex(/^\d+$/, 'prefix must be digits'),
    tiers: z.array(RewardTierSchema).length(3, 'there must be exactly three reward tiers'),
  })
  .refine((config) => config.end >= config.start, { path: ['end'], message: 'end must be on or after start' })
  .refine(
    (config) =>
      config.tiers.every(
        (tier) => tier.schedule.window.start >= config.start && tier.schedule.window.end <= config.end,
      ),
    { path: ['tiers'], message: 'every tier window must lie within start and end' },
  )
  .superRefine((config, ctx) =>
    addOverlapIssues(
      config.tiers.map((tier) => tier.schedule.window),
      ctx,
      'tier windows',
      (index) => ['tiers', index, 'schedule', 'window'],
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
    campaignID: z.int().positive(),
    name: z.string().trim().min(1, 'name is required'),
    timeZone: TimeZoneSchema.default(DEFAULT_TIME_ZONE),
    settings: FormSettingsSchema,
    uiSchema: UISchemaSchema,
    /** spec §3, §5: added to an admin's customer-number search; served in the page config. */
    customerNoPrefix: z.string().regex(/^\w*$/, 'customerNoPrefix must be letters or digits').default(''),
    spendGoals: SpendGoalsSchema,
    frequencyWindows: FrequencyWindowsSchema,
    /** Days a bonus record stays claimable after it is created. */
    bonusExpiryDays: z.int().positive(),
    rewardConfig: CampaignRewardConfigSchema.default(defaultCampaignRewardConfig),
  })
  .refine(
    ({ settings: { schedules } }) =>
      Date.parse(schedules.registration.endDateTime) <= Date.parse(schedules.redemption.endDateTime),
    {
      path: ['settings', 'schedules', 'registration', 'endDateTime'],
      message: 'registration must end no later than redemption',
    },
  );

export type FormSettings = z.infer<typeof FormSettingsSchema>;
export type UISchema = z.infer<typeof UISchemaSchema>;
export type MerchantConfig = z.infer<typeof MerchantSchema>;
export type RewardGroup = z.infer<typeof RewardGroupSchema>;
export type MerchantCategoryStyle = z.infer<typeof MerchantCategoryStyleSchema>;
export type Faq = z.infer<typeof FaqSchema>;
export type SpendGoalConfig = z.infer<typeof SpendGoalConfigSchema>;
export type FrequencyWindow = z.infer<typeof FrequencyWindowSchema>;
export type RewardTier = z.infer<typeof RewardTierSchema>;
export type CampaignRewardConfig = z.infer<typeof CampaignRewardConfigSchema>;
export type CampaignConfig = z.infer<typeof CampaignConfigSchema>;
export type CampaignConfigInput = z.input<typeof CampaignConfigSchema>;
