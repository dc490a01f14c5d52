import type { RewardGroup, UISchema } from '../../domain/campaign-config';
import { displayCategoryName } from '../../domain/categories';
import type { CatalogueCategory, CatalogueEntry } from '../campaign/catalogue.repository';
import type { RewardList } from '../db/schema';

// The UISchema reward lists (spec §3) are built from the catalogue tables, so what a screen offers and what
// the server accepts at redeem come from the same rows.

const toMerchant = ({ categoryId: _category, lists: _lists, ...merchant }: CatalogueEntry) => merchant;

function groupsByCategory(
  entries: readonly CatalogueEntry[],
  categories: readonly CatalogueCategory[],
  list: RewardList,
): RewardGroup[] {
  const inList = entries.filter((entry) => entry.lists.includes(list));
  const groups = categories
    .map((category) => ({
      id: category.id,
      name: displayCategoryName(category.name),
      merchants: inList.filter((entry) => entry.categoryId === category.id).map(toMerchant),
    }))
    .filter((group) => group.merchants.length > 0);
  const uncategorised = inList.filter((entry) => entry.categoryId === null).map(toMerchant);
  return uncategorised.length > 0 ? [...groups, { id: 0, name: 'Other', merchants: uncategorised }] : groups;
}

export function rewardLists(
  entries: readonly CatalogueEntry[],
  categories: readonly CatalogueCategory[],
): Pick<UISchema, 'rewards' | 'rewardsByCategory' | 'bonusRewardsByCategory' | 'bonusRewardsByCategoryFrequency'> {
  const main = entries.filter((entry) => entry.lists.includes('main')).map(toMerchant);
  return {
    rewards: main.length > 0 ? [{ id: 0, name: 'eGCs', merchants: main }] : [],
    rewardsByCategory: groupsByCategory(entries, categories, 'main'),
    bonusRewardsByCategory: groupsByCategory(entries, categories, 'bonus'),
    bonusRewardsByCategoryFrequency: groupsByCategory(entries, categories, 'frequency'),
  };
}
