import { useEffect } from 'react';

// Decision 0084: while a code is shown the screen stays on (Screen Wake Lock), so it does not dim or lock while the
// cashier scans. The browser drops the lock when the page is hidden; it is asked again when the page shows, and
// released when the code is hidden or the screen left. Where the API is missing or refused, nothing else changes.

type WakeLockSentinelLike = { release(): Promise<void> };
type WakeLockLike = { request(type: 'screen'): Promise<WakeLockSentinelLike> };

export function useWakeLock(active: boolean): void {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
    if (!active || wakeLock === undefined) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let released = false;
    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock.request('screen').then(
        (lock) => {
          if (released) void lock.release();
          else sentinel = lock;
        },
        () => undefined,
      );
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      released = true;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release().catch(() => undefined);
    };
  }, [active]);
}
