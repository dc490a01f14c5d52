import { useMemo } from 'react';
import type { PageConfig } from '../../../../contract/config';
import { useCardholderReads } from '../api/use-cardholder-reads';
import { usePromoState } from '../api/use-promo-state';
import { type BonusModel, bonusModel } from './bonus-model';

// The bonus screens' data: the four cardholder reads the rounds are judged by (spec §4), their states the promo
// state's (decision 0160), as on home.

export type BonusView =
  | { readonly kind: 'loading' }
  /** A failed read, or another status id (1/-1 also raise the session dialog): the error panel with Retry. */
  | { readonly kind: 'error'; readonly retry: () => void }
  | { readonly kind: 'ready'; readonly model: BonusModel; readonly cardTypeID: number | null };

export function useBonusView(config: PageConfig): BonusView {
  const view = useCardholderReads(config.campaignID);
  const reads = view.kind === 'ready' ? view.reads : null;
  const promo = usePromoState(reads, config);
  const model = useMemo(
    () =>
      promo && reads
        ? bonusModel({
            promo,
            categories: reads.categories,
            categoryStyles: config.uiSchema.merchantCategories,
            windows: config.frequencyWindows,
            timeZone: config.timeZone,
          })
        : null,
    [promo, reads, config],
  );
  if (view.kind !== 'ready') return view;
  if (model === null || reads === null) return { kind: 'loading' };
  return { kind: 'ready', model, cardTypeID: reads.credit.cardTypeID };
}
