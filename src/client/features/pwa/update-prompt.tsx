import { useRegisterSW } from 'virtual:pwa-register/react';
import { NewVersionPrompt, reloadOnceTheNewWorkerControls } from './new-version';

/** Checks for a new worker this often while the app stays open (docs/architecture.md §5 "a periodic update()"). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** registerType 'prompt': a new version waits for the user's Reload, never swaps the page under them. */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, UPDATE_CHECK_INTERVAL_MS);
    },
    // The reload is reloadOnceTheNewWorkerControls's; the plugin's own would come on top of it.
    onNeedReload: () => undefined,
  });
  if (!needRefresh) return null;
  return <NewVersionPrompt onReload={() => reloadOnceTheNewWorkerControls(() => updateServiceWorker(true))} />;
}
