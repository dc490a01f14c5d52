import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverOffsetMs, useCountdown } from './use-countdown';

const DEVICE_NOW = Date.parse('2023-11-30T15:59:50Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(DEVICE_NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('serverOffsetMs', () => {
  it('is server time minus the device time the answer arrived at', () => {
    expect(serverOffsetMs('2023-11-30T16:00:00Z', DEVICE_NOW)).toBe(10_000);
    expect(serverOffsetMs('2023-11-30T15:59:40Z', DEVICE_NOW)).toBe(-10_000);
  });
});

describe('useCountdown', () => {
  it('spec §4: counts down from server time, ticking every second, and stops at the end', () => {
    // Server 5 s ahead of the device: 10 s left on the device's clock are 5 s on the server's.
    const { result } = renderHook(() => useCountdown('2023-11-30T16:00:00Z', 5_000));
    expect(result.current).toMatchObject({ ended: false, totalSeconds: 5 });
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.totalSeconds).toBe(4);
    act(() => vi.advanceTimersByTime(3_000));
    expect(result.current).toMatchObject({ ended: false, totalSeconds: 1, seconds: 1 });
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toMatchObject({ ended: true, totalSeconds: 0 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an end already past reads as ended at once', () => {
    const { result } = renderHook(() => useCountdown('2023-11-30T15:00:00Z', 0));
    expect(result.current.ended).toBe(true);
  });
});
