import { Button } from '../../ui/button';
import { PWA_TEXT } from './pwa-texts';
import './pwa.css';

/**
 * Reload: the waiting worker is told to take over, and the page reloads once it controls it. The reload is
 * ours, not the plugin's: workbox-window reloads only when the page started under an older worker, so a page
 * whose first visit installed the worker would otherwise stay on the old build after Reload.
 */
export function reloadOnceTheNewWorkerControls(activateWaitingWorker: () => Promise<void>): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  void activateWaitingWorker();
}

/** 'A new version is available' with Reload (docs/architecture.md §5), while a new worker waits. */
export function NewVersionPrompt({ onReload }: { readonly onReload: () => void }) {
  return (
    <div className="update-prompt" role="status">
      <span>{PWA_TEXT.newVersion}</span>
      <Button onPress={onReload}>{PWA_TEXT.reload}</Button>
    </div>
  );
}
