import type { PageConfig } from '../../../../contract/config';
import type { PromoState } from '../../../../domain/promo-state';
import { useCardholderReads } from '../api/use-cardholder-reads';
import { usePromoState } from '../api/use-promo-state';

// spec §2 default layout: "a credits box on claim and claimed". Decision 0160: the box and what /claim may offer
// are the promo state's, as on home, so 'claimed all' never shows there while a bonus round is open.

export type CreditsView =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly promo: PromoState; readonly cardTypeID: number | null }
  /** A failed read, or another status id (1/-1 also raise the session dialog): the error panel with Retry. */
  | { readonly kind: 'error'; readonly retry: () => void };

export function useCreditsView(config: PageConfig): CreditsView {
  const view = useCardholderReads(config.campaignID);
  const reads = view.kind === 'ready' ? view.reads : null;
  const promo = usePromoState(reads, config);
  if (view.kind !== 'ready') return view;
  if (promo === null || reads === null) return { kind: 'loading' };
  return { kind: 'ready', promo, cardTypeID: reads.credit.cardTypeID };
}
