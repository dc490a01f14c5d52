import { onlineManager } from '@tanstack/react-query';
import { useId, useSyncExternalStore } from 'react';
import { OFFLINE_TEXT } from './offline-texts';

/** TanStack Query's own view of the connection, so screens, paused queries and paused mutations agree. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}

export interface NetworkAction {
  readonly isOffline: boolean;
  /** Why the action is disabled, or null while online. */
  readonly reason: string | null;
  /** For the button's `aria-describedby` and the reason's `id`; undefined while online. */
  readonly reasonId: string | undefined;
}

/**
 * For an action that needs the server (claim, redeem, Proceed): offline it is disabled and says why, while
 * the cached screen around it stays readable (docs/product §10 "actions that need the network are disabled with the
 * reason"). Render the reason with `NetworkReason` (ui/network-reason.tsx).
 */
export function useNetworkAction(): NetworkAction {
  const online = useOnline();
  const id = useId();
  return online
    ? { isOffline: false, reason: null, reasonId: undefined }
    : { isOffline: true, reason: OFFLINE_TEXT.needsNetwork, reasonId: id };
}
