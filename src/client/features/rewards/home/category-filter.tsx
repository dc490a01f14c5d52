import { Button } from 'react-aria-components/Button';
import { Label } from 'react-aria-components/Label';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { Select, SelectValue } from 'react-aria-components/Select';
import { Tag, TagGroup, TagList } from 'react-aria-components/TagGroup';
import { displayCategoryName } from '../../../../domain/categories';
import type { MerchantCategory } from '../../../../domain/entities';
import { DASHBOARD_TEXT } from './dashboard-texts';

const ALL = 'all';

export interface CategoryFilterProps {
  /** Sorted by name (spec §5). */
  readonly categories: readonly MerchantCategory[];
  /** The chosen category's mccID, or null for every category. */
  readonly mccID: number | null;
  readonly onChange: (mccID: number | null) => void;
}

/** spec §2: the Qualified Transactions dialog "can filter by merchant category and shows a category chip". */
export function CategoryFilter({ categories, mccID, onChange }: CategoryFilterProps) {
  const text = DASHBOARD_TEXT.transactions;
  const chosen = categories.find((category) => category.mccID === mccID) ?? null;
  return (
    <div className="category-filter">
      <Select
        className="category-filter__select"
        value={mccID === null ? ALL : mccID}
        onChange={(key) => onChange(key === ALL || key === null ? null : Number(key))}
      >
        <Label className="field__label">{text.filterLabel}</Label>
        <Button className="category-filter__button">
          <SelectValue />
          <span aria-hidden="true">▾</span>
        </Button>
        <Popover className="category-filter__popover">
          <ListBox className="category-filter__options">
            <ListBoxItem id={ALL} className="category-filter__option">
              {text.allCategories}
            </ListBoxItem>
            {categories.map((category) => (
              <ListBoxItem key={category.mccID} id={category.mccID} className="category-filter__option">
                {displayCategoryName(category.name)}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
      {chosen ? (
        // Keyed by the category: React Aria's collection refuses an item whose id changes ('Cannot change the
        // id of an item'), so a new filter mounts a new chip rather than re-keying the old one.
        <TagGroup
          key={chosen.mccID}
          aria-label={text.filterLabel}
          className="category-chip"
          onRemove={() => onChange(null)}
        >
          <TagList>
            <Tag id={chosen.mccID} className="category-chip__tag" textValue={displayCategoryName(chosen.name)}>
              {displayCategoryName(chosen.name)}
              <Button slot="remove" className="category-chip__remove" aria-label={text.removeFilter}>
                ×
              </Button>
            </Tag>
          </TagList>
        </TagGroup>
      ) : null}
    </div>
  );
}
