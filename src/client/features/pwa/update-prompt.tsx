import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '../../ui/button';
import { PWA_TEXT } from './pwa-texts';

/** Checks for a new worker this often while the app stays open (ARCHITECTURE.md §5 "a periodic update()"). */
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
  });
  if (!needRefresh) return null;
  return (
    <div className="update-prompt" role="status">
      <span>{PWA_TEXT.newVersion}</span>
      <Button onPress={() => void updateServiceWorker(true)}>{PWA_TEXT.reload}</Button>
    </div>
  );
}
