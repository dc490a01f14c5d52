import { useEffect } from 'react';

// Decision 0206: the installed app's icon shows how many eGCs are ready to use; none clears it. Browsers without the
// Badging API show nothing (and a refusal, e.g. when not installed, is no error to the cardholder).

type BadgingNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

export function useAppBadge(readyCount: number | null): void {
  useEffect(() => {
    if (readyCount === null) return;
    const badging = navigator as BadgingNavigator;
    if (badging.setAppBadge === undefined) return;
    const done = readyCount > 0 ? badging.setAppBadge(readyCount) : badging.clearAppBadge?.();
    done?.catch(() => {});
  }, [readyCount]);
}
