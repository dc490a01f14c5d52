import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { saveHomeSnapshot } from '../../lib/persistence/home-snapshot';
import { cardholderKeys } from '../../query-keys';
import { lastSyncedAt } from './offline-words';

// A second after home stops changing: late enough that the dashboard has drawn, rare enough to cost nothing.
const SETTLE_MS = 1000;

/**
 * Keeps home's snapshot (decision 0191) up to date while home shows: after it settles, and when the app is
 * hidden or left, so the next opening paints the figures last seen.
 */
export function useKeptHomeSnapshot(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const root = document.getElementById('root');
    if (root === null) return;
    const save = () => {
      const updatedAts = queryClient
        .getQueryCache()
        .findAll({ queryKey: cardholderKeys.all })
        .map((query) => query.state.dataUpdatedAt);
      saveHomeSnapshot(root, lastSyncedAt(updatedAts));
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(save, SETTLE_MS);
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', save);
    timer = setTimeout(save, SETTLE_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', save);
    };
  }, [queryClient]);
}
