import { cycle, type NonEmpty } from './cycle';
import { DEMO_MONTH_OFFSETS } from './demo-campaign';

// The card spend behind each demo cardholder's state, as day offsets from today (all before today, so none
// lies in the future whatever time `now` is). Amounts are pesos with centavo fractions, as the bank sends.

const GROCERIES = 5411;
const RESTAURANTS = 5812;
const FUEL = 5541;
const DEPARTMENT_STORES = 5311;
const AIRLINES = 4511;
const HOTELS = 7011;
const ELECTRONICS = 5732;
const DRUGSTORES = 5912;
const CLOTHING = 5651;
/** spec §9: excluded from Frequency Spend (cash withdrawal, money transfer), and not a demo category. */
const ATM_CASH = 6011;
const MONEY_TRANSFER = 4829;

/** Where each code's spends happen; some are exactly 35 characters, as the bank truncates them (spec §5). */
export const DEMO_LOCATIONS = {
  [GROCERIES]: [
    'HARVEST FRESH MARKET BGC TAGUIG CTY',
    'SARI FRESH GROCER PASIG',
    'HARVEST FRESH MARKET ALABANG MUNTIN',
  ],
  [RESTAURANTS]: [
    'KUSINA GRILL AYALA TRIANGLE MAKATI',
    'KAPE AT TINAPAY CAFE KATIPUNAN QC',
    'LUTONG BAHAY EATERY SAN JUAN',
  ],
  [FUEL]: ['PETROLINK EDSA GUADALUPE MAKATI', 'PETROLINK SLEX SOUTHBOUND KM21 MUNT'],
  [DEPARTMENT_STORES]: ['METRO DEPT STORE MEGAMALL MANDALUYO', 'METRO DEPT STORE CEBU IT PARK'],
  [AIRLINES]: ['ISLAND AIR MNL NAIA T3 PASAY', 'ISLAND AIR ONLINE BOOKING MNL'],
  [HOTELS]: ['BAYVIEW SUITES ROXAS BLVD MANILA', 'HIGHLAND LODGE BAGUIO CITY BENGUET'],
  [ELECTRONICS]: ['CIRCUIT HUB GREENBELT 5 MAKATI CITY', 'CIRCUIT HUB SM NORTH EDSA QC'],
  [DRUGSTORES]: ['BOTIKA PLUS QUEZON AVE QUEZON CITY', 'BOTIKA PLUS TAFT AVE MALATE MANILA'],
  [CLOTHING]: ['THREADLINE APPAREL SHANGRI-LA PLAZA', 'THREADLINE UPTOWN MALL BGC'],
  [ATM_CASH]: ['BPI ATM AYALA AVE MAKATI'],
  [MONEY_TRANSFER]: ['PADALA EXPRESS REMITTANCE ERMITA MN'],
} as const satisfies Record<number, NonEmpty<string>>;

/** A merchant category code the demo spends in. */
type SpendMcc = keyof typeof DEMO_LOCATIONS;

export interface DemoSpend {
  readonly day: number;
  readonly pesos: number;
  readonly mccId: SpendMcc;
  /** spec §3: 'A type starting with S1 means installment.' */
  readonly type: 'R1' | 'S1' | null;
}

const spend = (day: number, pesos: number, mccId: SpendMcc, type: DemoSpend['type'] = 'R1'): DemoSpend => ({
  day,
  pesos,
  mccId,
  type,
});

// Everyday amounts for Frequency Spend; 15 of them total P36,899.00 (over the P30,000 bonus unlock).
const EVERYDAY_PESOS: NonEmpty<number> = [
  1850.75, 2420.0, 3115.5, 1275.25, 2999.0, 2150.4, 3480.0, 1620.35, 2745.9, 2210.0, 3050.25, 1980.6, 2575.0, 3320.45,
  2105.55,
];
const EVERYDAY_CATEGORIES: NonEmpty<SpendMcc> = [GROCERIES, RESTAURANTS, FUEL];

/** `count` everyday spends from `firstDay`, every `step` days, in three categories only (no category bonus). */
function everydaySpends(firstDay: number, count: number, step: number): DemoSpend[] {
  return Array.from({ length: count }, (_, index) =>
    spend(
      firstDay + index * step,
      cycle(EVERYDAY_PESOS, index),
      cycle(EVERYDAY_CATEGORIES, index),
      index % 2 === 0 ? 'R1' : null,
    ),
  );
}

const MONTH_1_START = DEMO_MONTH_OFFSETS[0].start;
const MONTH_2_START = DEMO_MONTH_OFFSETS[1].start;

export const DEMO_SPENDS: Readonly<Record<string, readonly DemoSpend[]>> = {
  // Registered on day -40: the first two spends come before it and do not qualify (spec §1).
  SPEND042: [
    spend(-44, 35_000, DEPARTMENT_STORES),
    spend(-42, 6_200, RESTAURANTS),
    spend(-35, 12_480.25, GROCERIES),
    spend(-28, 8_920, RESTAURANTS),
    spend(-20, 3_450.25, FUEL),
    spend(-9, 17_500, DRUGSTORES),
  ],
  SPEND118: [
    spend(-50, 48_760, AIRLINES),
    spend(-48, 36_540.75, HOTELS),
    spend(-30, 18_120, RESTAURANTS),
    spend(-12, 15_000, GROCERIES),
  ],
  SPEND200: [spend(-60, 89_990, ELECTRONICS), spend(-41, 62_450.4, AIRLINES), spend(-22, 50_675, HOTELS)],
  PREMIUM7: [spend(-55, 95_300, AIRLINES), spend(-33, 72_800, HOTELS), spend(-14, 46_900, CLOTHING)],
  CLAIMED1: [spend(-75, 120_000, ELECTRONICS), spend(-70, 55_250, AIRLINES), spend(-66, 30_150, DEPARTMENT_STORES)],
  EXPIRED1: [spend(-85, 40_000, GROCERIES), spend(-80, 22_500, RESTAURANTS), spend(-76, 14_250, FUEL)],
  FIVECATS: [
    spend(-52, 18_250, GROCERIES),
    spend(-41, 9_875.5, RESTAURANTS),
    spend(-30, 6_400, FUEL),
    spend(-18, 28_300, DEPARTMENT_STORES),
    spend(-6, 14_600, DRUGSTORES),
  ],
  EIGHTCAT: [
    spend(-60, 12_000, GROCERIES),
    spend(-52, 8_450.75, RESTAURANTS),
    spend(-45, 5_200, FUEL),
    spend(-38, 22_000, DEPARTMENT_STORES),
    spend(-30, 31_500, AIRLINES),
    spend(-21, 18_900, HOTELS),
    spend(-12, 24_990, ELECTRONICS),
    spend(-4, 3_150, DRUGSTORES),
  ],
  INSTALL1: [spend(-40, 28_500, ELECTRONICS, 'S1'), spend(-25, 4_850, GROCERIES), spend(-8, 2_180.25, RESTAURANTS)],
  // Frequency Spend (spec §4 'a month is complete at 15 spends'), every other day through month 1.
  MONTHONE: everydaySpends(MONTH_1_START, 15, 2),
  MONTHEXP: everydaySpends(MONTH_1_START + 1, 15, 2),
  // Month 2 is running: one spend a day from its first day to yesterday.
  MONTHTWO: everydaySpends(MONTH_2_START, 15, 1),
  // One short of 15; the two excluded codes (spec §9) would have made 16 if they counted.
  ONESHORT: [
    ...everydaySpends(MONTH_2_START + 1, 14, 1),
    spend(-10, 5_000, ATM_CASH, null),
    spend(-5, 12_500, MONEY_TRANSFER, null),
  ],
  CLAIM118: [
    spend(-50, 48_760, AIRLINES),
    spend(-48, 36_540.75, HOTELS),
    spend(-30, 18_120, RESTAURANTS),
    spend(-12, 15_000, GROCERIES),
  ],
  CLAIM200: [spend(-60, 89_990, ELECTRONICS), spend(-41, 62_450.4, AIRLINES), spend(-22, 50_675, HOTELS)],
  OFFLINE1: [spend(-75, 120_000, ELECTRONICS), spend(-70, 55_250, AIRLINES), spend(-66, 30_150, DEPARTMENT_STORES)],
  OFFLINE2: [spend(-25, 48_760, AIRLINES), spend(-12, 36_540.75, HOTELS)],
  WALLET01: [spend(-75, 120_000, ELECTRONICS), spend(-70, 55_250, AIRLINES), spend(-66, 30_150, DEPARTMENT_STORES)],
  OFFLINE3: [
    spend(-52, 18_250, GROCERIES),
    spend(-41, 9_875.5, RESTAURANTS),
    spend(-30, 6_400, FUEL),
    spend(-18, 28_300, DEPARTMENT_STORES),
    spend(-6, 14_600, DRUGSTORES),
  ],
};
