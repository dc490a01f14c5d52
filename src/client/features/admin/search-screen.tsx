import type { ReactNode } from 'react';
import { UI_TEXT } from '../../../domain/messages';
import { adminSearchQuery } from '../../../domain/validation';
import { ADMIN_TEXT } from './admin-texts';
import { CardholderLookupView } from './cardholder-lookup-view';
import { SearchForm } from './search-form';
import { useAdminTitle } from './use-admin-title';

export interface SearchScreenProps {
  readonly campaignId: number;
  /** spec §3 customSettings.voucherPrefix and the page config's customerNoPrefix (spec §5). */
  readonly prefixes: { readonly voucherPrefix: string; readonly customerNoPrefix: string };
  readonly timeZone: string;
  /** The input searched for, or null before a search. */
  readonly searched: string | null;
  readonly onSearch: (input: string) => Promise<void> | void;
  /** Decision 0142: the search by other keys, under the spec's own. */
  readonly otherKeys?: ReactNode;
  /** What the last find matched: shown instead of any cardholder (decisions 0230–0232: one search is shown at a time). */
  readonly found?: ReactNode;
}

/** spec §2 Search Cardholder: the search, then the cardholder found or why none was. */
export function SearchScreen({
  campaignId,
  prefixes,
  timeZone,
  searched,
  onSearch,
  otherKeys,
  found,
}: SearchScreenProps) {
  // Decision 0227: the tab says a cardholder is open (not which one: titles stay in the browser's history).
  useAdminTitle(searched !== null && !found ? ADMIN_TEXT.cardholder.heading : UI_TEXT.adminMenu.searchCardholder);
  return (
    <section className="admin-screen" aria-labelledby="admin-search-title">
      <h1 id="admin-search-title">{UI_TEXT.adminMenu.searchCardholder}</h1>
      {/* A new search (or Back) starts the form again from what was searched. */}
      <SearchForm key={searched ?? ''} initialValue={searched ?? ''} onSearch={onSearch} />
      {otherKeys}
      <div className="admin-results">
        {/* Decision 0228: nothing before a search (the overview follows), not an empty state that reads as a miss. */}
        {found ? (
          found
        ) : searched === null ? null : (
          <CardholderLookupView
            key={searched}
            campaignId={campaignId}
            query={adminSearchQuery(searched, prefixes)}
            timeZone={timeZone}
          />
        )}
      </div>
    </section>
  );
}
