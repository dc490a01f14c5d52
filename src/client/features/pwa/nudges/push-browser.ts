import { pushKeyCall, pushSubscribeCall, pushUnsubscribeCall } from '../../../../contract/nudges';
import { callApi } from '../../../lib/api';

// Decisions 0200, 0204: this browser's side of Web Push. Whether it can take pushes, has said no, or gets
// them now; turning them on (the browser's own permission prompt, only after the cardholder chose to) and off.

/** 'off': permission given or not yet asked, no subscription; 'on': this browser gets the cardholder's pushes. */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export type TurnOnResult = 'on' | 'denied' | 'unsupported' | 'failed';

const canPush = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The service worker's registration, or null when none takes control soon (a dev build without one). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

export async function readPushState(): Promise<PushState> {
  if (!canPush()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  const ready = await registration();
  const subscription = await ready?.pushManager.getSubscription();
  return subscription ? 'on' : 'off';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (character) => character.charCodeAt(0));
}

/** Asks the browser's permission, subscribes with the server's key and hands the subscription to the server. */
export async function turnOnPush(): Promise<TurnOnResult> {
  if (!canPush()) return 'unsupported';
  try {
    if ((await Notification.requestPermission()) !== 'granted') return 'denied';
    const ready = await registration();
    if (ready === null) return 'failed';
    const key = await callApi(pushKeyCall);
    if (key.kind !== 'success') return 'failed';
    const subscription =
      (await ready.pushManager.getSubscription()) ??
      (await ready.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(key.data.publicKey),
      }));
    const saved = await callApi(pushSubscribeCall, { body: subscription.toJSON() });
    return saved.kind === 'success' ? 'on' : 'failed';
  } catch {
    return 'failed';
  }
}

/** Unsubscribes this browser, and tells the server to forget it. */
export async function turnOffPush(): Promise<void> {
  const ready = canPush() ? await registration() : null;
  const subscription = await ready?.pushManager.getSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await callApi(pushUnsubscribeCall, { body: { endpoint } });
}
