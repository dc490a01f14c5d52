// spec §3 Merchant category: reached when its count is above 0; shown without the bank-name prefix.
import type { MerchantCategory } from './entities';

type Counted = Pick<MerchantCategory, 'count'>;
type Named = Pick<MerchantCategory, 'name'>;

/** spec §3: 'isReached is derived (count above 0)'. */
export function isReached(category: Counted): boolean {
  return category.count > 0;
}

const PREFIX_SEPARATOR = ' - ';

/** spec §3: 'A leading bank-name prefix ending ' - ' is stripped for display' (up to the first ' - '). */
export function displayCategoryName(name: string): string {
  const separator = name.indexOf(PREFIX_SEPARATOR);
  return separator === -1 ? name : name.slice(separator + PREFIX_SEPARATOR.length);
}

// spec §5 'categories by name': by display name, case-folded and compared by code unit so that the server,
// the browser and the tests sort alike whatever their locale; equal names keep their input order.
const sortKey = (category: Named): string => displayCategoryName(category.name).toLowerCase();

export function sortCategoriesByName<T extends Named>(categories: readonly T[]): T[] {
  return [...categories].sort((a, b) => {
    const left = sortKey(a);
    const right = sortKey(b);
    return left < right ? -1 : left > right ? 1 : 0;
  });
}

export function reachedCategories<T extends Counted>(categories: readonly T[]): T[] {
  return categories.filter(isReached);
}

export function reachedCount(categories: readonly Counted[]): number {
  return reachedCategories(categories).length;
}

// spec §2 Qualified Transactions dialog: 'The first five reached category icons are shown.'
const SHOWN_REACHED_ICONS = 5;

export function firstFiveReached<T extends Named & Counted>(categories: readonly T[]): T[] {
  return reachedCategories(sortCategoriesByName(categories)).slice(0, SHOWN_REACHED_ICONS);
}
