import { useEffect, useState } from 'react';

// Decision 0084: while a code is shown the screen stays on (Screen Wake Lock), so it does not dim or lock while the
// cashier scans. The browser drops the lock when the page is hidden; it is asked again when the page shows, and
// released when the code is hidden or the screen left. Where the API is missing or refused, nothing else changes,
// and nothing says the screen stays on: the hook answers whether the lock is held now.

type WakeLockSentinelLike = {
  release(): Promise<void>;
  addEventListener?(type: 'release', listener: () => void): void;
};
type WakeLockLike = { request(type: 'screen'): Promise<WakeLockSentinelLike> };

export function useWakeLock(active: boolean): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
    if (!active || wakeLock === undefined) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let released = false;
    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock.request('screen').then(
        (lock) => {
          if (released) {
            void lock.release();
            return;
          }
          sentinel = lock;
          setHeld(true);
          // The browser releases it when the page is hidden: until it is asked again, it is not held.
          lock.addEventListener?.('release', () => {
            if (sentinel === lock) setHeld(false);
          });
        },
        () => setHeld(false),
      );
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      released = true;
      setHeld(false);
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release().catch(() => undefined);
    };
  }, [active]);
  return held;
}
