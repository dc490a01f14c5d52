import {
  type CampaignConfig,
  type CampaignConfigInput,
  CampaignConfigSchema,
  SPEND_GOALS_TWO_TIERS,
} from '../../../domain/campaign-config';
import { DEFAULT_TIME_ZONE } from '../../../domain/dates';
import { categoryImage, DEMO_CATEGORIES } from './demo-catalogue';
import { type DemoClock, demoClock } from './demo-clock';
import { DEMO_FAQS } from './demo-faqs';

export const DEMO_CAMPAIGN_ID = 1;
export const DEMO_TIME_ZONE = DEFAULT_TIME_ZONE;

/** spec §9 '60 days' (client default expiry), used for bonus records and tier credits alike. */
const DEMO_EXPIRY_DAYS = 60;

/**
 * Frequency Spend months as day offsets from today, both ends inclusive: month 1 is over, month 2 is
 * running and month 3 is ahead, so the Frequency Spend page shows every state at once.
 */
export const DEMO_MONTH_OFFSETS = [
  { start: -45, end: -16 },
  { start: -15, end: 14 },
  { start: 15, end: 29 },
] as const;

/** The first day of the campaign's reward configuration: before the oldest demo spend. */
const CAMPAIGN_START_OFFSET = -90;
const REGISTRATION_DAYS_LEFT = 30;
const REDEMPTION_DAYS_LEFT = 60;

const dayWindow = (clock: DemoClock, offsets: { start: number; end: number }) => ({
  start: clock.day(offsets.start),
  end: clock.day(offsets.end),
});

// spec §3, §9 Campaign reward configuration: the client default's shape (prefix, amounts, minimum spends,
// quantity 15), with its tier windows moved onto the demo's frequency months.
function rewardTier(clock: DemoClock, offsets: { start: number; end: number }, minimumSpend: number) {
  return {
    prefix: 'BONUSM',
    amount: 100,
    transactionCount: 1,
    minimumSpend,
    schedule: { quantity: 15, window: dayWindow(clock, offsets) },
  };
}

function rewardConfig(clock: DemoClock): NonNullable<CampaignConfigInput['rewardConfig']> {
  const [month1, month2, month3] = DEMO_MONTH_OFFSETS;
  return {
    start: clock.day(CAMPAIGN_START_OFFSET),
    end: clock.day(month3.end),
    expiryDays: DEMO_EXPIRY_DAYS,
    prefix: '020100',
    tiers: [rewardTier(clock, month1, 1000), rewardTier(clock, month2, 1000), rewardTier(clock, month3, 100)],
  };
}

/** The demo campaign with its schedules around `now` (docs/architecture.md §4 Seed), validated by the domain schema. */
export function buildDemoCampaign(now: Date): CampaignConfig {
  const clock = demoClock(now, DEMO_TIME_ZONE);
  return CampaignConfigSchema.parse({
    campaignID: DEMO_CAMPAIGN_ID,
    name: 'Demo Spend Promo',
    timeZone: DEMO_TIME_ZONE,
    settings: {
      schedules: {
        registration: {
          endMessage: 'Sorry, the registration period for this promo has ended.',
          endDateTime: clock.endOfDayIso(REGISTRATION_DAYS_LEFT),
        },
        redemption: {
          endMessage: 'Sorry, the redemption period for this promo has ended.',
          endDateTime: clock.endOfDayIso(REDEMPTION_DAYS_LEFT),
        },
      },
      customSettings: { voucherPrefix: 'DEMO' },
    },
    uiSchema: {
      merchantCategories: DEMO_CATEGORIES.map((category) => ({
        mccID: category.mccId,
        image: categoryImage(category.slug),
        color: category.color,
      })),
      // Built by the server from the catalogue tables on every read, so they are never stale here.
      rewards: [],
      rewardsByCategory: [],
      bonusRewardsByCategory: [],
      bonusRewardsByCategoryFrequency: [],
      faqs: DEMO_FAQS,
      platinumCardTypeIDs: [7],
    },
    spendGoals: SPEND_GOALS_TWO_TIERS.map((goal) => ({ ...goal })),
    frequencyWindows: DEMO_MONTH_OFFSETS.map((offsets) => dayWindow(clock, offsets)),
    bonusExpiryDays: DEMO_EXPIRY_DAYS,
    rewardConfig: rewardConfig(clock),
  } satisfies CampaignConfigInput);
}
