import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { preloadWhenIdle } from '../../../lib/preloadable';

/**
 * Decision 0080: a cardholder who has eGCs gets them kept on the device as soon as home has loaded, when the page
 * is idle, so My eGCs opens offline at a merchant's counter even if it was never opened online. The wallet's call
 * loads then, not with home's first view; again whenever the number of eGC rows changes (a new claim).
 */
export function useWarmWallet(campaignId: number, orderRows: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (orderRows === 0) return;
    preloadWhenIdle(async () => {
      const { egcsQueryOptions } = await import('../wallet/egcs-query');
      await queryClient.prefetchQuery(egcsQueryOptions(campaignId));
    });
  }, [campaignId, orderRows, queryClient]);
}
