import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** TanStack Query's own view of the connection, so the banner and paused queries/mutations always agree. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}
