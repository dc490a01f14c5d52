import { describe, expect, it } from 'vitest';
import { formatDisplayDateTime, signInPausedMessage } from './sign-in-paused';

describe('decision 0178: sign-in codes paused (4720)', () => {
  it('says the two ways on, with the moment codes resume on the given clock', () => {
    const message = signInPausedMessage('2026-11-28T13:05:00.000Z', 'Asia/Manila');
    expect(message.title).toBe('Sign-in Paused');
    expect(message.body).toBe(
      'Too many wrong verification codes were entered for this promo code. To keep your rewards safe, log in on the phone or computer you signed in with before, or wait until Nov 28, 2026, 9:05 PM.',
    );
  });

  it('without a readable moment it says later, never a bad date', () => {
    expect(signInPausedMessage(null, 'UTC').body).toMatch(/or wait until later\.$/);
    expect(signInPausedMessage('not a date', 'UTC').body).toMatch(/or wait until later\.$/);
  });

  it('the time is on the clock asked for: midnight and noon read 12', () => {
    expect(formatDisplayDateTime('2026-11-27T16:00:00.000Z', 'Asia/Manila')).toBe('Nov 28, 2026, 12:00 AM');
    expect(formatDisplayDateTime('2026-11-28T04:30:00.000Z', 'Asia/Manila')).toBe('Nov 28, 2026, 12:30 PM');
    expect(formatDisplayDateTime('2026-11-28T04:30:00.000Z', 'UTC')).toBe('Nov 28, 2026, 4:30 AM');
  });
});
