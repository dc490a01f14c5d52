import { describe, expect, it } from 'vitest';
import { pesosToCentavos } from '../../../../domain/money';
import {
  CIRCUIT_500,
  CIRCUIT_1000,
  HARVEST,
  ISLAND_AIR,
  PREMIUM_CARD,
  REGULAR_CARD,
  REWARD_GROUPS,
  rewardOf,
} from '../testing/reward-picker-fixtures';
import { pickerSections, rewardLabel, summaryLines } from './picker-sections';

describe('pickerSections', () => {
  it('spec §3: "Only available rewards are shown"; premium-only rewards go to the premium list', () => {
    const sections = pickerSections(REWARD_GROUPS, REGULAR_CARD);
    expect(sections.premium).toEqual([ISLAND_AIR]);
    expect(sections.regularGroups.map((group) => [group.name, group.merchants.map((m) => m.id)])).toEqual([
      ['Groceries', [HARVEST.id]],
      ['Electronics', [CIRCUIT_500.id, CIRCUIT_1000.id]],
    ]);
    expect(sections.merchants.map((merchant) => merchant.id)).toEqual([11, 21, 22, 31]);
  });

  it('a category left with no regular reward is dropped from the accordion', () => {
    const sections = pickerSections(REWARD_GROUPS, PREMIUM_CARD);
    expect(sections.regularGroups.map((group) => group.name)).not.toContain('Airlines');
  });

  it('a reward listed in two categories is counted once', () => {
    const groups = [...REWARD_GROUPS, { id: 9, name: 'Again', merchants: [HARVEST] }];
    expect(pickerSections(groups, REGULAR_CARD).merchants.filter((m) => m.id === HARVEST.id)).toHaveLength(1);
  });

  it.each([
    ['a regular card', REGULAR_CARD, true],
    ['a premium card', PREMIUM_CARD, false],
    ['an unknown card type', { ...REGULAR_CARD, cardTypeID: null }, true],
  ])('spec §2: non-premium users see the premium notice (%s: %s)', (_name, access, shown) => {
    expect(pickerSections(REWARD_GROUPS, access).showPremiumNotice).toBe(shown);
  });

  it('decision: no premium rewards, no notice', () => {
    const groups = [{ id: 1, name: 'Groceries', merchants: [HARVEST] }];
    expect(pickerSections(groups, REGULAR_CARD)).toMatchObject({ premium: [], showPremiumNotice: false });
  });
});

describe('rewardLabel', () => {
  it('names a row by merchant and value, so two denominations of one merchant differ', () => {
    expect(rewardLabel(CIRCUIT_500)).toBe('Circuit Hub P500.00');
    expect(rewardLabel(CIRCUIT_1000)).toBe('Circuit Hub P1,000.00');
  });
});

describe('summaryLines', () => {
  it('spec §2 order summary: one line per chosen reward with its subtotal, in list order', () => {
    const selection = new Map([
      [CIRCUIT_1000.id, 1],
      [HARVEST.id, 2],
    ]);
    expect(summaryLines(selection, [HARVEST, CIRCUIT_500, CIRCUIT_1000])).toEqual([
      { merchant: HARVEST, quantity: 2, subtotal: pesosToCentavos(1000) },
      { merchant: CIRCUIT_1000, quantity: 1, subtotal: pesosToCentavos(1000) },
    ]);
  });

  it('leaves out zero quantities and rewards not listed', () => {
    const selection = new Map([
      [HARVEST.id, 0],
      [999, 3],
    ]);
    expect(summaryLines(selection, [HARVEST, rewardOf(5, 'Other')])).toEqual([]);
  });
});
