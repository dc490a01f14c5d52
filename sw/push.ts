/// <reference lib="WebWorker" />

// Decisions 0200, 0202, 0206: a push shows its notification (title, body, the app's icon and badge) and
// sets the app badge to the eGCs ready to use; a tap opens the screen the push names, in the app's window if one
// is open. The payload is the server's (src/server/nudges/nudge-moments.ts); anything else is shown as nothing.

interface PushPayload {
  readonly title: string;
  readonly body: string;
  readonly url: string;
  readonly tag: string;
  readonly badge: number;
}

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-96.png';

function payloadOf(data: PushMessageData | null): PushPayload | null {
  try {
    const value = data?.json() as Partial<PushPayload> | undefined;
    if (typeof value?.title !== 'string' || typeof value.body !== 'string') return null;
    return {
      title: value.title,
      body: value.body,
      url: typeof value.url === 'string' ? value.url : '/',
      tag: typeof value.tag === 'string' ? value.tag : 'nudge',
      badge: typeof value.badge === 'number' ? value.badge : -1,
    };
  } catch {
    return null;
  }
}

/** Only a path of this app: a push never opens another site. */
function appUrlOf(scope: ServiceWorkerGlobalScope, url: unknown): string {
  const target = new URL(typeof url === 'string' ? url : '/', scope.location.origin);
  return target.origin === scope.location.origin ? target.href : new URL('/', scope.location.origin).href;
}

/** Decision 0206: the eGCs ready to use on the app's icon; none clears it. Browsers without badges skip it. */
async function setBadge(scope: ServiceWorkerGlobalScope, count: number): Promise<void> {
  const badging = scope.navigator as WorkerNavigator & {
    setAppBadge?: (count?: number) => Promise<void>;
    clearAppBadge?: () => Promise<void>;
  };
  if (count < 0 || badging.setAppBadge === undefined) return;
  await (count === 0 ? badging.clearAppBadge?.() : badging.setAppBadge(count))?.catch(() => {});
}

async function openApp(scope: ServiceWorkerGlobalScope, href: string): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === scope.location.origin);
  if (open) {
    // Focus needs the tap's user activation; navigating the window does not, so it happens either way.
    await open.focus().catch(() => undefined);
    await open.navigate(href).catch(() => scope.clients.openWindow(href));
    return;
  }
  await scope.clients.openWindow(href);
}

export function showPushes(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('push', (event) => {
    const payload = payloadOf(event.data);
    if (payload === null) return;
    event.waitUntil(
      Promise.all([
        scope.registration.showNotification(payload.title, {
          body: payload.body,
          icon: ICON,
          badge: BADGE,
          tag: payload.tag,
          data: { url: payload.url },
        }),
        setBadge(scope, payload.badge),
      ]),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    event.waitUntil(openApp(scope, appUrlOf(scope, data?.url)));
  });
}
