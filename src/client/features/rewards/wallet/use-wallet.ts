import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Egc, type WalletSections, walletSections } from '../../../../domain/egcs';
import { useOnline } from '../../../lib/use-network-action';
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
  readonly campaignId: number;
  readonly timeZone: string;
  /** Server time minus device time (page config): expiry is judged by the server's day. */
  readonly serverOffsetMs: number;
  /** Only the eGCs of this order (a Redemptions row's), when given. */
  readonly orderID?: number;
}

/**
 * The wallet's data and what may be stale about it (decision 0080): the eGCs as last fetched, 'as of' that time
 * whenever they were not fetched since the screen opened (offline, a failed or pending refresh).
 */
export function useWallet({ campaignId, timeZone, serverOffsetMs, orderID }: WalletInput): WalletState {
  const query = useQuery(egcsQueryOptions(campaignId));
  const online = useOnline();
  const [openedAt] = useState(() => Date.now());
  const answer = query.data;
  if (answer?.kind === 'success') {
    const egcs: readonly Egc[] =
      orderID === undefined ? answer.data : answer.data.filter((egc) => egc.orderID === orderID);
    const now = new Date(Date.now() + serverOffsetMs);
    const fresh = online && !query.isRefetchError && query.dataUpdatedAt >= openedAt;
    return {
      kind: 'ready',
      sections: walletSections(egcs, now, timeZone),
      count: egcs.length,
      asOf: fresh ? null : query.dataUpdatedAt,
      isOffline: !online,
    };
  }
  if (query.isError || answer?.kind === 'status') {
    return { kind: 'error', retry: () => void query.refetch(), isRetrying: query.isFetching };
  }
  return query.fetchStatus === 'paused' ? { kind: 'waitingForNetwork' } : { kind: 'loading' };
}
