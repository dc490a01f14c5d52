import { pushUnsubscribeCall } from '../../../contract/nudges';
import { callApi } from '../api';

// Decision 0207: a cardholder who logs out on a shared phone leaves no pushes behind. Here, not in the nudges feature,
// because the logout (auth) needs it and features do not import each other; the nudges' own turning off stays there.

/** How long the logout waits for these steps at most: a hung push service or network never keeps anyone signed in. */
export const FORGET_PUSH_WAIT_MS = 3_000;

type BadgingNavigator = Navigator & { clearAppBadge?: () => Promise<void> };

/** The server first (only the endpoint is needed), the browser meanwhile: either may fail without the other. */
async function dropSubscription(): Promise<void> {
  // getRegistration, not `ready`: with no worker (a dev build) `ready` never settles.
  const registration = await navigator.serviceWorker?.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await Promise.allSettled([callApi(pushUnsubscribeCall, { body: { endpoint } }), subscription.unsubscribe()]);
}

/**
 * Called before the logoff call, while the session still lets the server match the subscription to this cardholder:
 * this browser's push subscription goes on the server (DELETE /api/push/subscriptions) and in the browser
 * (`PushSubscription.unsubscribe()`), and the app badge (the last cardholder's eGCs ready, decision 0206) is
 * cleared. Never throws and never takes longer than FORGET_PUSH_WAIT_MS: the logout goes on whatever happens here.
 */
export async function forgetPushSubscription(): Promise<void> {
  try {
    (navigator as BadgingNavigator).clearAppBadge?.().catch(() => undefined);
  } catch {
    // A browser that refuses outright: nothing was shown to clear.
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FORGET_PUSH_WAIT_MS);
  });
  try {
    await Promise.race([dropSubscription().catch(() => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
