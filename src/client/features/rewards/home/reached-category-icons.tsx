import { displayCategoryName } from '../../../../domain/categories';
import type { MerchantCategory } from '../../../../domain/entities';
import { DASHBOARD_TEXT } from './dashboard-texts';

/** spec §2: "The first five reached category icons are shown" (from `firstFiveReached`). */
export function ReachedCategoryIcons({ categories }: { readonly categories: readonly MerchantCategory[] }) {
  if (categories.length === 0) return null;
  return (
    <ul className="reached-icons" aria-label={DASHBOARD_TEXT.transactions.reachedLabel}>
      {categories.map((category) => {
        const name = displayCategoryName(category.name);
        return (
          <li key={category.mccID} className="reached-icons__item">
            {category.image ? (
              <img src={category.image} alt={name} width="40" height="40" />
            ) : (
              // A category without an image shows its initial on its colour.
              <span role="img" aria-label={name} className="reached-icons__fallback">
                {name.charAt(0)}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
