import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { PageConfig } from '../../../../contract/config';
import type { Egc, WalletSections } from '../../../../domain/egcs';
import { useOnline } from '../../../lib/use-network-action';
import { useCardholderReads } from '../api/use-cardholder-reads';
import { usePromoState } from '../api/use-promo-state';
import { egcsQueryOptions } from './egcs-query';

export type WalletState =
  | { readonly kind: 'loading' }
  /** Offline with nothing kept on the device yet. */
  | { readonly kind: 'waitingForNetwork' }
  | { readonly kind: 'error'; readonly retry: () => void; readonly isRetrying: boolean }
  | {
      readonly kind: 'ready';
      readonly sections: WalletSections;
      readonly count: number;
      /** When the eGCs shown were fetched, while they may be stale; null when fresh. */
      readonly asOf: number | null;
      readonly isOffline: boolean;
    };

export interface WalletInput {
  readonly config: PageConfig;
  /** Server time minus device time (page config): expiry is judged by the server's day. */
  readonly serverOffsetMs: number;
  /** Only the eGCs of this order (a Redemptions row's), when given. */
  readonly orderID?: number;
}

/**
 * The wallet's data and what may be stale about it (decision 0080): the eGCs as last fetched, 'as of' that time
 * whenever they were not fetched since the screen opened (offline, a failed or pending refresh). Their sections are
 * the promo state's (decision 0160), the rule the Redemptions rows and the resend judge each eGC by; home keeps the
 * other reads on the device beside the eGCs, so the wallet opens offline as before.
 */
export function useWallet({ config, serverOffsetMs, orderID }: WalletInput): WalletState {
  const query = useQuery(egcsQueryOptions(config.campaignID));
  const readsView = useCardholderReads(config.campaignID);
  const online = useOnline();
  const [openedAt] = useState(() => Date.now());
  const answer = query.data;
  const egcs = useMemo(() => {
    if (answer?.kind !== 'success') return null;
    return orderID === undefined ? answer.data : answer.data.filter((egc: Egc) => egc.orderID === orderID);
  }, [answer, orderID]);
  const reads = useMemo(
    () => (readsView.kind === 'ready' && egcs !== null ? { ...readsView.reads, egcs } : null),
    [readsView, egcs],
  );
  const promo = usePromoState(reads, config, serverOffsetMs);
  if (promo?.wallet && egcs !== null) {
    const fresh = online && !query.isRefetchError && query.dataUpdatedAt >= openedAt;
    return {
      kind: 'ready',
      sections: promo.wallet,
      count: egcs.length,
      asOf: fresh ? null : query.dataUpdatedAt,
      isOffline: !online,
    };
  }
  if (query.isError || answer?.kind === 'status' || readsView.kind === 'error') {
    const retry = () => {
      void query.refetch();
      if (readsView.kind === 'error') readsView.retry();
    };
    return { kind: 'error', retry, isRetrying: query.isFetching };
  }
  return query.fetchStatus === 'paused' ? { kind: 'waitingForNetwork' } : { kind: 'loading' };
}
