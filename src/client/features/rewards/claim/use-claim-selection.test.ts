import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pesosToCentavos } from '../../../../domain/money';
import { HARVEST, ISLAND_AIR, PREMIUM_CARD, REGULAR_CARD } from '../testing/reward-picker-fixtures';
import { useClaimSelection } from './use-claim-selection';

const MERCHANTS = [HARVEST, ISLAND_AIR];

describe('useClaimSelection', () => {
  it('spec §5/§6: a premium-only reward is never added on a regular card, even by a stale press', () => {
    const { result } = renderHook(() => useClaimSelection(MERCHANTS, pesosToCentavos(1500), REGULAR_CARD));
    expect(result.current.stepperFor(ISLAND_AIR).plusDisabled).toBe(true);
    act(() => result.current.step(ISLAND_AIR, 1));
    expect(result.current.quantityOf(ISLAND_AIR)).toBe(0);
  });

  it('spec §5: steps add up even when pressed twice before a re-render, and stop at the balance', () => {
    const { result } = renderHook(() => useClaimSelection(MERCHANTS, pesosToCentavos(1000), PREMIUM_CARD));
    act(() => {
      result.current.step(HARVEST, 1);
      result.current.step(ISLAND_AIR, 1);
      result.current.step(HARVEST, 1);
    });
    expect(result.current.quantityOf(HARVEST)).toBe(1);
    expect(result.current.quantityOf(ISLAND_AIR)).toBe(1);
    expect(result.current.remaining).toBe(0);
    act(() => result.current.step(HARVEST, -1));
    expect(result.current.total).toBe(pesosToCentavos(500));
  });
});
