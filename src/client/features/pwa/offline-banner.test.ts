import { describe, expect, it } from 'vitest';
import { ageText } from './offline-words';

describe('the offline banner says how old the cached data is (docs/product §10)', () => {
  const now = Date.parse('2026-11-21T08:00:00Z');
  it.each([
    [now - 30_000, '30 seconds ago'],
    [now - 5 * 60_000, '5 minutes ago'],
    [now - 2 * 3_600_000, '2 hours ago'],
    [now - 26 * 3_600_000, 'yesterday'],
    [now - 3 * 86_400_000, '3 days ago'],
  ])('%i reads %s', (then, text) => {
    expect(ageText(then, now)).toBe(text);
  });
});
