import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayCategoryName,
  firstFiveReached,
  isReached,
  reachedCategories,
  reachedCount,
  sortCategoriesByName,
} from './categories';
import type { MerchantCategory } from './entities';

const category = (name: string, count: number, id = 0): MerchantCategory => ({ id, mccID: 5000 + id, name, count });

describe('isReached', () => {
  it.each([
    [0, false],
    [1, true],
    [2, true],
  ])("spec §3: 'isReached is derived (count above 0)' — count %i → %s", (count, reached) => {
    expect(isReached({ count })).toBe(reached);
  });
});

describe('displayCategoryName', () => {
  it.each([
    ['BPI - Groceries', 'Groceries'],
    ['BPI Cards - Dining - Fast Food', 'Dining - Fast Food'],
    ['Groceries', 'Groceries'],
    ['Gas-Stations', 'Gas-Stations'],
    [' - Travel', 'Travel'],
    ['BPI - ', ''],
  ])("spec §3: 'A leading bank-name prefix ending ' - ' is stripped for display' — %j → %j", (name, shown) => {
    expect(displayCategoryName(name)).toBe(shown);
  });
});

describe('sortCategoriesByName', () => {
  it("spec §5: 'categories by name' — by display name, ignoring the bank prefix and letter case", () => {
    const sorted = sortCategoriesByName([
      category('BPI - Travel', 0, 1),
      category('apparel', 0, 2),
      category('ZZZ - Dining', 0, 3),
      category('BPI - Beauty', 0, 4),
      category('Apparel', 0, 5),
    ]);
    expect(sorted.map((item) => item.id)).toEqual([2, 5, 4, 3, 1]);
  });

  it('keeps equal names in their input order and does not change the input', () => {
    const input = [category('B', 0, 1), category('A', 0, 2), category('x - A', 0, 3)];
    expect(sortCategoriesByName(input).map((item) => item.id)).toEqual([2, 3, 1]);
    expect(input.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('sorts the same whatever the input order (a permutation of names gives the same name sequence)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 6 })), (names) => {
        const forward = sortCategoriesByName(names.map((name) => category(name, 0)));
        const backward = sortCategoriesByName([...names].reverse().map((name) => category(name, 0)));
        const key = (list: MerchantCategory[]) => list.map((item) => displayCategoryName(item.name).toLowerCase());
        expect(key(forward)).toEqual(key(backward));
      }),
    );
  });
});

describe('reachedCategories and reachedCount', () => {
  it('counts only categories with spend', () => {
    const list = [category('A', 0, 1), category('B', 3, 2), category('C', 1, 3)];
    expect(reachedCategories(list).map((item) => item.id)).toEqual([2, 3]);
    expect(reachedCount(list)).toBe(2);
    expect(reachedCount([])).toBe(0);
  });
});

describe('firstFiveReached', () => {
  const names = ['G', 'F', 'E', 'D', 'C', 'B', 'A'];

  it.each([
    [4, ['A', 'B', 'C', 'D']],
    [5, ['A', 'B', 'C', 'D', 'E']],
    [6, ['A', 'B', 'C', 'D', 'E']],
  ])("spec §2: 'The first five reached category icons are shown' — %i reached", (reached, shown) => {
    // The last `reached` names of the list (A, B, …) have spend; the rest are not reached.
    const list = names.map((name, index) => category(name, index >= names.length - reached ? 1 : 0));
    expect(firstFiveReached(list).map((item) => item.name)).toEqual(shown);
  });

  it('skips unreached categories that sort first', () => {
    const list = [category('A', 0), category('B', 2), category('C', 0), category('D', 1)];
    expect(firstFiveReached(list).map((item) => item.name)).toEqual(['B', 'D']);
  });
});
