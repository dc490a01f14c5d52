import type { RewardGroup } from '../../../../domain/campaign-config';
import type { Merchant } from '../../../../domain/entities';

// Reward groups for the pick screens' tests (the demo catalogue's shape: P500 eGCs, one also at P1,000, a
// premium-only one, an unavailable one).

export const rewardOf = (id: number, name: string, overrides: Partial<Merchant> = {}): Merchant => ({
  id,
  merchantID: 100 + id,
  denominationID: 200 + id,
  name,
  description: null,
  image: null,
  value: 500,
  quantity: 100,
  locationsUrl: null,
  isForPlatinumOnly: false,
  isAvailable: true,
  ...overrides,
});

export const HARVEST = rewardOf(11, 'Harvest Fresh Market', {
  locationsUrl: 'https://example.com/harvest',
  image: '/images/merchants/harvest-fresh.svg',
});
const THREADLINE = rewardOf(12, 'Threadline Apparel', { isAvailable: false });
export const CIRCUIT_500 = rewardOf(21, 'Circuit Hub');
export const CIRCUIT_1000 = rewardOf(22, 'Circuit Hub', { merchantID: 121, value: 1000 });
export const ISLAND_AIR = rewardOf(31, 'Island Air', { isForPlatinumOnly: true });

export const REWARD_GROUPS: readonly RewardGroup[] = [
  { id: 1, name: 'Groceries', merchants: [HARVEST, THREADLINE] },
  { id: 2, name: 'Electronics', merchants: [CIRCUIT_500, CIRCUIT_1000] },
  { id: 3, name: 'Airlines', merchants: [ISLAND_AIR] },
];

/** spec §6: card type 7 is on the premium list; 1 is a regular card. */
export const PLATINUM_CARD_TYPE_IDS: readonly number[] = [7];
export const REGULAR_CARD = { cardTypeID: 1, platinumCardTypeIDs: PLATINUM_CARD_TYPE_IDS } as const;
export const PREMIUM_CARD = { cardTypeID: 7, platinumCardTypeIDs: PLATINUM_CARD_TYPE_IDS } as const;
