import { vi } from 'vitest';

export const PUSH_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc';

/**
 * This browser as a logout finds it (decision 0207): a worker registered, a push subscription (or none), the
 * Badging API. Undo with `vi.unstubAllGlobals()`.
 */
export function stubPushBrowser(subscribed = true, unsubscribe: () => Promise<boolean> = async () => true) {
  const subscription = subscribed ? { endpoint: PUSH_ENDPOINT, unsubscribe: vi.fn(unsubscribe) } : null;
  const clearAppBadge = vi.fn(async () => undefined);
  const registration = { pushManager: { getSubscription: async () => subscription } };
  vi.stubGlobal('navigator', {
    ...navigator,
    serviceWorker: { getRegistration: async () => registration },
    clearAppBadge,
  });
  return { subscription, clearAppBadge };
}
