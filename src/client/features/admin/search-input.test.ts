import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_NUMBER_LIMIT_ENABLED, limitTypedSearch, valueAfterPaste } from './search-input';

describe('search input limit (spec §5)', () => {
  it('spec §5: the flag is set (decision: always, no valid search is longer than 10)', () => {
    expect(CUSTOMER_NUMBER_LIMIT_ENABLED).toBe(true);
  });

  it.each([
    ['701234000', '701234000'],
    ['7012340001', '7012340001'],
    ['70123400012', '7012340001'],
  ])("spec §5: 'Customer number input is limited to 10 characters … on typing' (%s)", (typed, kept) => {
    expect(limitTypedSearch(typed)).toBe(kept);
  });

  it("spec §5: 'where that flag is set' — without the flag nothing is cut", () => {
    expect(limitTypedSearch('70123400012345', false)).toBe('70123400012345');
  });

  it.each([
    ['', { start: 0, end: 0 }, '7012340001', '7012340001'],
    ['', { start: 0, end: 0 }, '70123400019', '7012340001'],
    ['70', { start: 2, end: 2 }, '12340001', '7012340001'],
    ['70', { start: 2, end: 2 }, '123400019', '7012340001'],
    ['7099990001', { start: 2, end: 6 }, '1234', '7012340001'],
    ['', { start: 0, end: 0 }, ' 7012 3400 01\n', '7012340001'],
    ['abc', { start: 0, end: 3 }, 'SPEND118', 'SPEND118'],
  ])("spec §5: '… and on paste' (%s + %s)", (current, selection, pasted, expected) => {
    expect(valueAfterPaste(current, selection, pasted)).toBe(expected);
  });

  it('spec §5: a paste is not cut where the flag is not set', () => {
    expect(valueAfterPaste('', { start: 0, end: 0 }, '70123400012345', false)).toBe('70123400012345');
  });

  it('spec §5: whatever is typed or pasted, the value never exceeds 10 characters', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.nat(), fc.nat(), (current, pasted, a, b) => {
        const start = Math.min(a, b, current.length);
        const end = Math.min(Math.max(a, b), current.length);
        expect(limitTypedSearch(current).length).toBeLessThanOrEqual(10);
        expect(valueAfterPaste(current, { start, end }, pasted).length).toBeLessThanOrEqual(10);
      }),
    );
  });
});
