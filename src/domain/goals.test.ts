import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPEND_GOALS_THREE_TIERS, SPEND_GOALS_TWO_TIERS, toSpendGoals } from './campaign-config';
import {
  bannerBand,
  claimableGoal,
  claimConfirmationModel,
  claimFlowDecision,
  claimSearch,
  type GoalStatus,
  goalStatuses,
  hasReachedMinimumTier,
  isAtMaximum,
  MAXIMUM_SPEND,
  PROGRESS_MILESTONES,
  progressValue,
  type SpendGoal,
} from './goals';
import { type Centavos, centavos, pesosToCentavos } from './money';

// spec §1's two readings as a campaign configures them (campaign-config.ts), in the centavos these rules take.
const SPEND_GOALS = toSpendGoals(SPEND_GOALS_TWO_TIERS);
const SPEND_GOALS_WITH_50K = toSpendGoals(SPEND_GOALS_THREE_TIERS);

const pesos = (amount: number): Centavos => pesosToCentavos(amount);
const statusesOf = (goals: readonly SpendGoal[], spend: Centavos): GoalStatus[] =>
  goalStatuses(goals, spend).map((each) => each.status);
const spendArbitrary = fc.integer({ min: 0, max: 30_000_000 }).map((value) => centavos(value));
const goalSets = [
  ['SPEND_GOALS_WITH_50K', SPEND_GOALS_WITH_50K],
  ['SPEND_GOALS', SPEND_GOALS],
] as const;

describe('spend goal constants (spec §1, §9)', () => {
  it('spec §1: 50,000 gives P500; 75,000 gives P1,500; 200,000 gives P5,000', () => {
    expect(SPEND_GOALS_WITH_50K).toEqual([
      { threshold: pesos(50_000), reward: pesos(500) },
      { threshold: pesos(75_000), reward: pesos(1_500) },
      { threshold: pesos(200_000), reward: pesos(5_000) },
    ]);
  });

  it('spec §9: the other version shows only the 75,000 and 200,000 goals', () => {
    expect(SPEND_GOALS).toEqual([
      { threshold: pesos(75_000), reward: pesos(1_500) },
      { threshold: pesos(200_000), reward: pesos(5_000) },
    ]);
  });

  it('spec §9: maximum spend 200,000', () => {
    expect(MAXIMUM_SPEND).toBe(pesos(200_000));
  });
});

describe('goalStatuses once a tier is claimed (decision 0069)', () => {
  it.each([
    ['P1,500 claimed at 118,420.75', 118_420.75, 1_500, ['Claimed', 'Closed']],
    ['P1,500 claimed, spend since grown past 200,000', 203_000, 1_500, ['Claimed', 'Closed']],
    ['P5,000 claimed at the maximum', 210_000, 5_000, ['Closed', 'Claimed']],
    ['a claimed value no goal has', 210_000, 700, ['Closed', 'Closed']],
  ])('%s → %j', (_name, spend, claimed, expected) => {
    const statuses = goalStatuses(SPEND_GOALS, pesos(spend), pesos(claimed)).map((each) => each.status);
    expect(statuses).toEqual(expected);
  });

  it('the 50K reading: the claimed P500 tier is Claimed, the two above Closed', () => {
    const statuses = goalStatuses(SPEND_GOALS_WITH_50K, pesos(60_000), pesos(500)).map((each) => each.status);
    expect(statuses).toEqual(['Claimed', 'Closed', 'Closed']);
  });

  it('with nothing claimed (null) the statuses are spec §4 ones', () => {
    expect(goalStatuses(SPEND_GOALS, pesos(118_000), null).map((each) => each.status)).toEqual(['Reached', 'Locked']);
  });
});

describe('goalStatuses with the 50,000 tier (spec §4)', () => {
  it.each([
    [0, ['Locked', 'Locked', 'Locked']],
    [49_999.99, ['Locked', 'Locked', 'Locked']],
    [50_000, ['Reached', 'Locked', 'Locked']],
    [50_000.01, ['Reached', 'Locked', 'Locked']],
    [74_999.99, ['Reached', 'Locked', 'Locked']],
    [75_000, ['Skipped', 'Reached', 'Locked']],
    [75_000.01, ['Skipped', 'Reached', 'Locked']],
    [199_999.99, ['Skipped', 'Reached', 'Locked']],
    [200_000, ['Skipped', 'Skipped', 'Reached']],
    [200_000.01, ['Skipped', 'Skipped', 'Reached']],
  ] as const)(
    'spec §4: Reached at or above, Locked below, Skipped when a higher goal is also reached — spend %s',
    (spend, expected) => {
      expect(statusesOf(SPEND_GOALS_WITH_50K, pesos(spend))).toEqual(expected);
    },
  );
});

describe('goalStatuses without the 50,000 tier (spec §4)', () => {
  it.each([
    [50_000, ['Locked', 'Locked']],
    [74_999.99, ['Locked', 'Locked']],
    [75_000, ['Reached', 'Locked']],
    [75_000.01, ['Reached', 'Locked']],
    [199_999.99, ['Reached', 'Locked']],
    [200_000, ['Skipped', 'Reached']],
    [200_000.01, ['Skipped', 'Reached']],
  ] as const)('spec §4: only the highest reached tier is claimable — spend %s', (spend, expected) => {
    expect(statusesOf(SPEND_GOALS, pesos(spend))).toEqual(expected);
  });

  it('spec §4: statuses follow the goals given even when they are not sorted', () => {
    const unsorted = [...SPEND_GOALS_WITH_50K].reverse();
    expect(statusesOf(unsorted, pesos(80_000))).toEqual(['Locked', 'Reached', 'Skipped']);
    expect(claimableGoal(unsorted, pesos(80_000))?.threshold).toBe(pesos(75_000));
  });
});

describe('claimableGoal, hasReachedMinimumTier and isAtMaximum (spec §4)', () => {
  it.each([
    [SPEND_GOALS_WITH_50K, 49_999.99, null, false, false],
    [SPEND_GOALS_WITH_50K, 50_000, 500, true, false],
    [SPEND_GOALS_WITH_50K, 50_000.01, 500, true, false],
    [SPEND_GOALS, 49_999.99, null, false, false],
    [SPEND_GOALS, 50_000, null, false, false],
    [SPEND_GOALS, 74_999.99, null, false, false],
    [SPEND_GOALS, 75_000, 1_500, true, false],
    [SPEND_GOALS, 75_000.01, 1_500, true, false],
    [SPEND_GOALS, 199_999.99, 1_500, true, false],
    [SPEND_GOALS, 200_000, 5_000, true, true],
    [SPEND_GOALS, 200_000.01, 5_000, true, true],
    [SPEND_GOALS_WITH_50K, 200_000, 5_000, true, true],
  ])(
    "spec §4: 'Reaching any tier marks that the minimum tier is reached'; maximum when the highest reached goal equals 200,000 — spend %#",
    (goals, spend, reward, minimumReached, atMaximum) => {
      expect(claimableGoal(goals, pesos(spend))?.reward ?? null).toBe(reward === null ? null : pesos(reward));
      expect(hasReachedMinimumTier(goals, pesos(spend))).toBe(minimumReached);
      expect(isAtMaximum(goals, pesos(spend))).toBe(atMaximum);
    },
  );

  it('spec §4: a goal list whose highest goal is below 200,000 never reaches the maximum state', () => {
    expect(isAtMaximum([{ threshold: pesos(75_000), reward: pesos(1_500) }], pesos(500_000))).toBe(false);
  });
});

describe('claimFlowDecision (spec §4 Claim flow)', () => {
  it.each(goalSets)('spec §4: nothing to claim below the lowest goal (%s)', (_name, goals) => {
    expect(claimFlowDecision(goals, pesos(49_999.99))).toEqual({ kind: 'none' });
  });

  it.each([
    [SPEND_GOALS_WITH_50K, 50_000, 50_000],
    [SPEND_GOALS_WITH_50K, 74_999.99, 50_000],
    [SPEND_GOALS, 75_000, 75_000],
    [SPEND_GOALS, 199_999.99, 75_000],
  ])('spec §4: below the maximum, a confirmation notice shows first — %#', (goals, spend, threshold) => {
    expect(claimFlowDecision(goals, pesos(spend))).toEqual({
      kind: 'confirm',
      goal: goals.find((each) => each.threshold === pesos(threshold)),
      showNextTierWarning: true,
    });
  });

  it.each([
    [SPEND_GOALS, 200_000, 200_000],
    [SPEND_GOALS, 200_000.01, 200_000.01],
    [SPEND_GOALS_WITH_50K, 250_000, 250_000],
  ])(
    'spec §4: at the maximum it goes straight to /claim with the amount of the highest reached tier and the total spend — %#',
    (goals, spend, totalSpendPesos) => {
      expect(claimFlowDecision(goals, pesos(spend))).toEqual({
        kind: 'claim',
        search: { amount: 5_000, totalSpend: totalSpendPesos },
      });
    },
  );

  it('spec §2: /claim params amount (reward value) and totalSpend are pesos', () => {
    expect(claimSearch({ threshold: pesos(75_000), reward: pesos(1_500) }, pesos(80_123.45))).toEqual({
      amount: 1_500,
      totalSpend: 80_123.45,
    });
  });
});

describe('claimConfirmationModel (spec §2 Claim confirmation dialog)', () => {
  it.each([
    [50_000, 500, 'P500 eGC', true],
    [75_000, 1_500, 'P1,500 eGC', true],
    [200_000, 5_000, 'P5,000 eGC', false],
  ])(
    "spec §2: 'Spend More' hidden at the maximum; next-tier warning 'Unless at the maximum tier' — goal %s",
    (threshold, reward, rewardText, belowMaximum) => {
      expect(claimConfirmationModel({ threshold: pesos(threshold), reward: pesos(reward) })).toEqual({
        rewardText,
        showSpendMore: belowMaximum,
        showNextTierWarning: belowMaximum,
      });
    },
  );
});

describe('progressValue (spec §2, §9 progress marks 0.333, 0.667, 1)', () => {
  it('spec §2: milestones at P50K, P75K and P200K', () => {
    expect(PROGRESS_MILESTONES.map((each) => [each.spend, each.mark])).toEqual([
      [pesos(0), 0],
      [pesos(50_000), 0.333],
      [pesos(75_000), 0.667],
      [pesos(200_000), 1],
    ]);
  });

  it.each([
    [-1, 0],
    [0, 0],
    [0.01, 0.333 / 5_000_000],
    [25_000, 0.1665],
    [49_999.99, 0.333 - 0.333 / 5_000_000],
    [50_000, 0.333],
    [50_000.01, 0.333 + 0.334 / 2_500_000],
    [62_500, 0.5],
    [74_999.99, 0.667 - 0.334 / 2_500_000],
    [75_000, 0.667],
    [75_000.01, 0.667 + 0.333 / 12_500_000],
    [137_500, 0.8335],
    [199_999.99, 1 - 0.333 / 12_500_000],
    [200_000, 1],
    [200_000.01, 1],
    [1_000_000, 1],
  ])('spec §9: progress marks 0.333, 0.667 and 1, linear between, capped at 1 — spend %s', (spend, expected) => {
    expect(progressValue(pesos(spend))).toBeCloseTo(expected, 10);
  });

  it('spec §9: progress stays within [0, 1] and never goes down as spend grows', () => {
    fc.assert(
      fc.property(spendArbitrary, spendArbitrary, (first, second) => {
        const [low, high] = first <= second ? [first, second] : [second, first];
        const lowValue = progressValue(low);
        const highValue = progressValue(high);
        return lowValue >= 0 && highValue <= 1 && lowValue <= highValue;
      }),
    );
  });
});

describe('bannerBand (spec §2 Home)', () => {
  it.each([
    [0, 'under75k'],
    [74_999.99, 'under75k'],
    [75_000, 'from75kUnder200k'],
    [75_000.01, 'from75kUnder200k'],
    [199_999.99, 'from75kUnder200k'],
    [200_000, 'from200k'],
    [200_000.01, 'from200k'],
  ] as const)('spec §2: under 75,000; 75,000 up to under 200,000; 200,000 and over — spend %s', (spend, band) => {
    expect(bannerBand(pesos(spend))).toBe(band);
  });
});

describe('goal status invariants (spec §4)', () => {
  it.each(goalSets)(
    'spec §4: only the highest reached tier is claimable — at most one Reached (%s)',
    (_name, goals) => {
      fc.assert(
        fc.property(spendArbitrary, (spend) => {
          const reached = statusesOf(goals, spend).filter((status) => status === 'Reached');
          const claimable = claimableGoal(goals, spend);
          return reached.length === (claimable === null ? 0 : 1);
        }),
      );
    },
  );

  it.each(goalSets)(
    'spec §4: more spend never locks a goal again nor lowers the claimable tier (%s)',
    (_name, goals) => {
      fc.assert(
        fc.property(spendArbitrary, spendArbitrary, (first, second) => {
          const [low, high] = first <= second ? [first, second] : [second, first];
          const lowStatuses = statusesOf(goals, low);
          const highStatuses = statusesOf(goals, high);
          const unlockedStaysUnlocked = lowStatuses.every(
            (status, index) => status === 'Locked' || highStatuses[index] !== 'Locked',
          );
          const lowTier = claimableGoal(goals, low)?.threshold ?? -1;
          const highTier = claimableGoal(goals, high)?.threshold ?? -1;
          return unlockedStaysUnlocked && lowTier <= highTier;
        }),
      );
    },
  );
});
