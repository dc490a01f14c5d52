import { onlineManager } from '@tanstack/react-query';
import { BUILD_ID } from '../../lib/persistence/cache-owner';
import { recoverFromMissingChunks } from './chunk-recovery';

/**
 * TanStack Query assumes it starts online and only listens for the `online`/`offline` events: an app reopened
 * with no signal would fetch, fail and show errors instead of its cache, and would send a queued resend into
 * the void. Start from the browser's own flag, then follow its events (docs/product §10).
 */
export function followBrowserConnection(): void {
  onlineManager.setEventListener((setOnline) => {
    setOnline(navigator.onLine);
    const online = () => setOnline(true);
    const offline = () => setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
}

/** What the installable app needs before the first render; called first in main.tsx. */
export function preparePwa(): void {
  recoverFromMissingChunks();
  followBrowserConnection();
  // The running build, for support and for the update test: <html data-build="…">.
  document.documentElement.dataset.build = BUILD_ID;
}
