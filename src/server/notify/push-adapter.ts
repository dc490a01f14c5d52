import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../db/schema';
import { isAllowedPushEndpoint } from '../platform/push/push-endpoints';
import { type PushSettings, vapidKeysOf } from '../platform/push/push-settings';
import {
  findSubscription,
  removeSubscription,
  type StoredSubscription,
} from '../platform/push/push-subscriptions.repository';
import type { DeliveryAdapter } from './delivery-adapter';

// Decision 0200: a 'push' outbox message is one Web Push (RFC 8030) to one subscription, its payload encrypted for
// that browser (RFC 8291, aes128gcm) and signed with the shared VAPID key (RFC 8292). The message's recipient is the
// subscription's id, its body the payload the service worker shows (sw/push.ts). web-push encrypts and signs; the
// request goes out by fetch, so it has a timeout, follows no redirect and works with a local test push service.

/** A nudge is worth something for a day; a push service keeps it that long for a phone that is off. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 8_000;

interface PushTarget {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

interface PushSend {
  readonly settings: PushSettings;
  readonly vapid: { readonly publicKey: string; readonly privateKey: string };
  readonly fetchImpl?: typeof fetch;
}

/**
 * The one place a push leaves the server: encrypts `payload` for the subscription, posts it, answers the push
 * service's HTTP status. Refuses an endpoint outside PUSH_ENDPOINTS (decision 0201) whatever the caller checked.
 */
async function sendPush(target: PushTarget, payload: string, send: PushSend): Promise<number> {
  if (!isAllowedPushEndpoint(target.endpoint, send.settings.allowList)) {
    throw new Error('push endpoint outside PUSH_ENDPOINTS');
  }
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: { subject: send.settings.subject, ...send.vapid },
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    },
  );
  const response = await (send.fetchImpl ?? fetch)(request.endpoint, {
    method: 'POST',
    headers: request.headers as Record<string, string>,
    body: new Uint8Array(request.body),
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.status;
}

/** RFC 8030 §7.3: the subscription is gone (the browser unsubscribed, or it expired); never post to it again. */
const isGone = (status: number) => status === 404 || status === 410;

export function createPushAdapter(options: {
  readonly db: Kysely<Database>;
  readonly settings: PushSettings;
  readonly clock: () => Date;
  readonly log: { info(details: object, message: string): void };
  readonly fetchImpl?: typeof fetch;
}): DeliveryAdapter {
  const forget = async (subscription: StoredSubscription, reason: string) => {
    await removeSubscription(options.db, subscription.id);
    options.log.info({ subscriptionId: subscription.id, reason }, 'push: subscription removed');
  };
  return {
    name: 'web-push',
    async deliver(message) {
      const subscription = await findSubscription(options.db, Number(message.recipient));
      // Removed since the message was written (unsubscribed, gone): nobody left to tell.
      if (subscription === undefined) return;
      if (!isAllowedPushEndpoint(subscription.endpoint, options.settings.allowList)) {
        await forget(subscription, 'endpoint no longer in PUSH_ENDPOINTS');
        return;
      }
      const vapid = await vapidKeysOf(options.db, options.settings, options.clock);
      const send = {
        settings: options.settings,
        vapid,
        ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
      };
      const status = await sendPush(subscription, message.body, send);
      if (isGone(status)) await forget(subscription, `push service answered ${status}`);
      else if (status < 200 || status >= 300) throw new Error(`push service answered HTTP ${status}`);
    },
    // Each push is one fetch; nothing stays open.
    close: () => {},
  };
}
