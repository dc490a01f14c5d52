import { useMemo, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Disclosure, DisclosurePanel } from 'react-aria-components/Disclosure';
import { Heading } from 'react-aria-components/Heading';
import { displayCategoryName } from '../../../../domain/categories';
import type { MerchantCategory, Transaction } from '../../../../domain/entities';
import { fillTemplate } from '../../../../domain/messages';
import { REWARD_TEXT } from '../../../../domain/reward-texts';
import { filterByCategory } from '../../../../domain/transactions';
import { BONUS_TEXT } from './bonus-texts';
import { CategoryIcon, EmptyCategorySlot } from './category-icon';
import { CategoryTransactionsDialog } from './category-transactions-dialog';

export interface CategoryDetailsProps {
  /** Every merchant category, by name. */
  readonly categories: readonly MerchantCategory[];
  readonly qualified: readonly Transaction[];
  readonly timeZone: string;
}

/** spec §2 Extra Three screen: "A Show details toggle lists all merchant categories. Tapping one opens its transaction list in a dialog." */
export function CategoryDetails({ categories, qualified, timeZone }: CategoryDetailsProps) {
  const [open, setOpen] = useState<MerchantCategory | null>(null);
  const rows = useMemo(() => (open === null ? [] : filterByCategory(qualified, open.mccID)), [open, qualified]);
  return (
    <>
      <Disclosure className="category-details">
        <Heading level={3} className="category-details__heading">
          <Button slot="trigger" className="category-details__toggle">
            {REWARD_TEXT.rewardPick.showDetails}
          </Button>
        </Heading>
        <DisclosurePanel>
          <ul className="category-details__list" aria-label={BONUS_TEXT.extraThree.categoriesLabel}>
            {categories.map((category) => (
              <li key={category.mccID}>
                <Button className="category-details__item" onPress={() => setOpen(category)}>
                  {category.count > 0 ? (
                    <CategoryIcon category={category} decorative />
                  ) : (
                    <EmptyCategorySlot decorative />
                  )}
                  <span className="category-details__name">{displayCategoryName(category.name)}</span>
                  <span className="category-details__count">
                    {fillTemplate(BONUS_TEXT.extraThree.categorySpends, { count: category.count })}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        </DisclosurePanel>
      </Disclosure>
      <CategoryTransactionsDialog
        category={open}
        transactions={rows}
        timeZone={timeZone}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
