import type { BarcodeFormat } from '../../../domain/egcs';
import type { RewardList } from '../schema';

// The demo's merchant categories and reward catalogue (spec §3 Merchant category, Merchant). The stored
// campaign config keeps its reward lists empty: the server builds them from these tables.

export interface DemoCategory {
  /** A real 4-digit merchant category code. */
  readonly mccId: number;
  /** spec §3: 'A leading bank-name prefix ending ' - ' is stripped for display', so some carry one. */
  readonly name: string;
  readonly slug: string;
  readonly color: string;
}

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  { mccId: 5411, name: 'BPI - Groceries', slug: 'groceries', color: '#2E7D32' },
  { mccId: 5812, name: 'Restaurants', slug: 'restaurants', color: '#C62828' },
  { mccId: 5541, name: 'BPI - Fuel', slug: 'fuel', color: '#1565C0' },
  { mccId: 5311, name: 'Department Stores', slug: 'department-stores', color: '#AD1457' },
  { mccId: 4511, name: 'BPI - Airlines', slug: 'airlines', color: '#6A1B9A' },
  { mccId: 7011, name: 'Hotels', slug: 'hotels', color: '#00838F' },
  { mccId: 5732, name: 'Electronics', slug: 'electronics', color: '#37474F' },
  { mccId: 5912, name: 'BPI - Drugstores', slug: 'drugstores', color: '#EF6C00' },
  { mccId: 5651, name: 'Clothing', slug: 'clothing', color: '#5D4037' },
  { mccId: 5942, name: 'Books', slug: 'books', color: '#827717' },
];

export const categoryImage = (slug: string): string => `/images/categories/${slug}.svg`;

export interface DemoMerchant {
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly categoryMccId: number;
  readonly rewardLists: readonly RewardList[];
  readonly locationsUrl?: string;
  /** spec §1: premium-only rewards are for the top signature card tier. */
  readonly isForPlatinumOnly?: boolean;
  /** spec §3: 'Only available rewards are shown.' */
  readonly isAvailable?: boolean;
  /** Peso values of its eGCs; spec §1: 'The regular denomination is P500.' */
  readonly denominations: readonly number[];
  /** What its tills scan (the wallet draws it, decision 0080); Code 128 unless given. */
  readonly barcodeFormat?: BarcodeFormat;
}

const P500 = 500;

export const DEMO_MERCHANTS: readonly DemoMerchant[] = [
  {
    slug: 'harvest-fresh',
    name: 'Harvest Fresh Market',
    description: 'Fresh produce, pantry staples and imported goods.',
    categoryMccId: 5411,
    rewardLists: ['main', 'bonus', 'frequency'],
    locationsUrl: 'https://example.com/harvest-fresh/branches',
    denominations: [P500],
  },
  {
    slug: 'kusina-grill',
    name: 'Kusina Grill',
    description: 'Filipino comfort food for the whole barkada.',
    categoryMccId: 5812,
    rewardLists: ['main', 'bonus', 'frequency'],
    denominations: [P500],
    barcodeFormat: 'qr',
  },
  {
    slug: 'petrolink',
    name: 'Petrolink Fuel',
    description: 'Fuel and car care at stations nationwide.',
    categoryMccId: 5541,
    rewardLists: ['main', 'frequency'],
    locationsUrl: 'https://example.com/petrolink/stations',
    denominations: [P500],
  },
  {
    slug: 'metro-department-store',
    name: 'Metro Department Store',
    description: 'Fashion, home and beauty under one roof.',
    categoryMccId: 5311,
    rewardLists: ['main', 'bonus'],
    denominations: [P500],
  },
  {
    slug: 'island-air',
    name: 'Island Air',
    description: 'Domestic and international flights. For signature-tier cardholders.',
    categoryMccId: 4511,
    rewardLists: ['main', 'bonus'],
    isForPlatinumOnly: true,
    denominations: [P500],
    barcodeFormat: 'qr',
  },
  {
    slug: 'bayview-suites',
    name: 'Bayview Suites',
    description: 'Stays and dining by Manila Bay. For signature-tier cardholders.',
    categoryMccId: 7011,
    rewardLists: ['main'],
    isForPlatinumOnly: true,
    locationsUrl: 'https://example.com/bayview-suites',
    denominations: [P500],
  },
  {
    slug: 'circuit-hub',
    name: 'Circuit Hub',
    description: 'Gadgets, laptops and accessories.',
    categoryMccId: 5732,
    rewardLists: ['main', 'bonus'],
    denominations: [P500, 1_000],
  },
  {
    slug: 'botika-plus',
    name: 'Botika Plus',
    description: 'Medicines, vitamins and personal care.',
    categoryMccId: 5912,
    rewardLists: ['main', 'frequency'],
    denominations: [P500],
  },
  {
    slug: 'threadline',
    name: 'Threadline Apparel',
    description: 'Everyday wear for work and weekends. Temporarily unavailable.',
    categoryMccId: 5651,
    rewardLists: ['main', 'bonus'],
    isAvailable: false,
    denominations: [P500],
  },
  {
    slug: 'pahina-books',
    name: 'Pahina Books',
    description: 'Books, stationery and gifts.',
    categoryMccId: 5942,
    rewardLists: ['main', 'bonus', 'frequency'],
    locationsUrl: 'https://example.com/pahina-books/stores',
    denominations: [P500],
    barcodeFormat: 'qr',
  },
];

export const merchantImage = (slug: string): string => `/images/merchants/${slug}.svg`;
