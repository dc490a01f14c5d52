import { displayCategoryName } from '../../../../domain/categories';
import type { MerchantCategory } from '../../../../domain/entities';
import { BONUS_TEXT } from './bonus-texts';

export interface CategoryIconProps {
  readonly category: MerchantCategory;
  /** Beside the category's name already (a list row): hidden from assistive technology. */
  readonly decorative?: boolean;
}

/** A reached category's round icon: its image, or its initial on its colour (spec §2 Extra Three screen). */
export function CategoryIcon({ category, decorative = false }: CategoryIconProps) {
  const name = displayCategoryName(category.name);
  if (category.image) {
    return (
      <img
        className="category-icon"
        src={category.image}
        alt={decorative ? '' : name}
        width="40"
        height="40"
        loading="lazy"
      />
    );
  }
  return decorative ? (
    <span aria-hidden="true" className="category-icon category-icon--initial">
      {name.charAt(0)}
    </span>
  ) : (
    <span role="img" aria-label={name} className="category-icon category-icon--initial">
      {name.charAt(0)}
    </span>
  );
}

/** spec §2: "grey crossed circles for those not reached". */
export function EmptyCategorySlot({ decorative = false }: { readonly decorative?: boolean }) {
  const label = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': BONUS_TEXT.extraThree.notReached };
  return (
    <span {...label} className="category-icon category-icon--empty">
      <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="17" />
        <line x1="8" y1="32" x2="32" y2="8" />
      </svg>
    </span>
  );
}

export interface CategorySlotsProps {
  readonly label: string;
  readonly reached: readonly MerchantCategory[];
  /** Grey crossed circles after the reached icons. */
  readonly empty: number;
}

/** A row of category slots: the reached ones' icons, then the ones still to reach. */
export function CategorySlots({ label, reached, empty }: CategorySlotsProps) {
  return (
    <ul className="category-slots" aria-label={label}>
      {reached.map((category) => (
        <li key={category.mccID}>
          <CategoryIcon category={category} />
        </li>
      ))}
      {Array.from({ length: empty }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, identified by their position.
        <li key={`empty-${index}`}>
          <EmptyCategorySlot />
        </li>
      ))}
    </ul>
  );
}
