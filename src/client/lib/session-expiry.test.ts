import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { flagIfSessionProblem, flagIfSessionProblemResult, sessionExpiry, useSessionExpired } from './session-expiry';

afterEach(() => sessionExpiry.clear());

describe('session expiry flag', () => {
  it.each([1, -1])('spec §4: status id %i from a data call marks the session as not allowed', (statusId) => {
    expect(flagIfSessionProblem(statusId)).toBe(true);
    expect(sessionExpiry.isExpired()).toBe(true);
  });

  it.each([0, 2, 4, 7, 44])('status id %i leaves the session alone', (statusId) => {
    expect(flagIfSessionProblem(statusId)).toBe(false);
    expect(sessionExpiry.isExpired()).toBe(false);
  });

  it.each([
    [{ kind: 'status', statusId: -1 }, true],
    [{ kind: 'status', statusId: 1 }, true],
    [{ kind: 'status', statusId: 4 }, false],
    [{ kind: 'success', statusId: 1 }, false],
    // A mapped outcome (send OTP 1 is 'Invalid Promo Code') is not a callApi result.
    [{ kind: 'invalidPromoCode', statusId: 1 }, false],
    [null, false],
    ['text', false],
  ])('a query result %j raises the flag: %s', (result, expected) => {
    flagIfSessionProblemResult(result);
    expect(sessionExpiry.isExpired()).toBe(expected);
  });

  it('useSessionExpired follows the flag', () => {
    const { result } = renderHook(() => useSessionExpired());
    expect(result.current).toBe(false);
    act(() => sessionExpiry.flag());
    expect(result.current).toBe(true);
    act(() => sessionExpiry.clear());
    expect(result.current).toBe(false);
  });

  it('an unsubscribed listener is not called', () => {
    let calls = 0;
    const unsubscribe = sessionExpiry.subscribe(() => {
      calls += 1;
    });
    sessionExpiry.flag();
    unsubscribe();
    sessionExpiry.clear();
    expect(calls).toBe(1);
  });
});
