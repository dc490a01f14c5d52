import { useSyncExternalStore } from 'react';

// The browser offers installation through `beforeinstallprompt`, often before React has mounted: the event is
// caught here at import time and kept until the user presses Install (docs/product §10).

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  const event = useSyncExternalStore(
    subscribe,
    () => deferred,
    () => null,
  );
  return {
    canInstall: event !== null,
    async install() {
      if (!deferred) return;
      await deferred.prompt();
      await deferred.userChoice;
      deferred = null;
      notify();
    },
  };
}

/** iOS Safari has no install event: it gets guidance instead, unless already running installed. */
export function needsIosInstallGuidance(): boolean {
  const iOS = /iphone|ipad|ipod/i.test(navigator.userAgent);
  const standalone = (navigator as { standalone?: boolean }).standalone === true;
  return iOS && !standalone && !window.matchMedia('(display-mode: standalone)').matches;
}
