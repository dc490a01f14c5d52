import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Disclosure, DisclosurePanel } from 'react-aria-components/Disclosure';
import { DisclosureGroup } from 'react-aria-components/DisclosureGroup';
import { Heading } from 'react-aria-components/Heading';
import type { RewardGroup } from '../../../../domain/campaign-config';
import type { Merchant } from '../../../../domain/entities';
import { MerchantList } from './merchant-row';
import './reward-picker.css';

export interface CategoryAccordionProps {
  readonly groups: readonly RewardGroup[];
  readonly renderControl: (merchant: Merchant) => ReactNode;
  /** The level of each category's heading under the section heading. */
  readonly headingLevel?: 3 | 4;
}

/** spec §2 /claim: "an accordion of categories and merchants"; the first category starts open. */
export function CategoryAccordion({ groups, renderControl, headingLevel = 3 }: CategoryAccordionProps) {
  return (
    <DisclosureGroup
      className="category-accordion"
      allowsMultipleExpanded
      defaultExpandedKeys={groups.slice(0, 1).map((group) => String(group.id))}
    >
      {groups.map((group) => (
        <Disclosure key={group.id} id={String(group.id)} className="category-accordion__item">
          <Heading level={headingLevel} className="category-accordion__heading">
            <Button slot="trigger" className="category-accordion__trigger">
              <svg className="category-accordion__chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="m9 6 6 6-6 6" />
              </svg>
              {group.name}
            </Button>
          </Heading>
          <DisclosurePanel className="category-accordion__panel">
            <MerchantList merchants={group.merchants} renderControl={renderControl} />
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
