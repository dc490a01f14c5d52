import { type AnalyticsEvent, analyticsEventCall } from '../../contract/events';
import { urlFor } from './api';

// spec §7: "Analytics success and failure events and a pageview for /bonusclaim are sent". docs/architecture.md §4:
// to the first-party sink with navigator.sendBeacon, so no third-party script loads and a page that is
// leaving still gets its event out. An event that cannot be sent (offline, no sink) is dropped silently:
// analytics never changes what the user sees.

export type AnalyticsEventName = AnalyticsEvent['name'];
export type AnalyticsDetail = NonNullable<AnalyticsEvent['detail']>;

function send(url: string, body: string): void {
  const payload = new Blob([body], { type: 'application/json' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, payload)) return;
  // No beacon, or the browser refused to queue it: a keepalive fetch outlives the page the same way.
  void fetch(url, {
    method: analyticsEventCall.method,
    body,
    headers: { 'Content-Type': 'application/json' },
    credentials: 'include',
    keepalive: true,
  }).catch(() => undefined);
}

/** Sends one analytics event about the current page, e.g. `track('failure', { call: 'redeem', statusId: 7 })`. */
export function track(name: AnalyticsEventName, detail?: AnalyticsDetail): void {
  const event: AnalyticsEvent = { name, path: window.location.pathname, ...(detail === undefined ? {} : { detail }) };
  try {
    send(urlFor(analyticsEventCall), JSON.stringify(event));
  } catch {
    // A beacon can throw (e.g. a payload over the browser's quota); the event is not worth an error.
  }
}
