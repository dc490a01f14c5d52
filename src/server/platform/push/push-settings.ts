import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '../../db/schema';
import { DEFAULT_PUSH_ENDPOINTS, type PushEndpointAllowList, parsePushEndpoints } from './push-endpoints';
import { keepFirstVapidKeys, type VapidKeyPair } from './vapid-keys.repository';

// Decision 0200: how this server pushes. The VAPID pair comes from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when both
// are set, else from the database, made by the first instance that needs it and shared by every other (a browser
// subscribed with one instance's key must get pushes signed by any instance).

export type { VapidKeyPair };

export interface PushSettings {
  /** PUSH_ENDPOINTS (decision 0201). */
  readonly allowList: PushEndpointAllowList;
  /** VAPID_SUBJECT: how a push service reaches the sender (a mailto: or https: URL). */
  readonly subject: string;
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, when both are set. */
  readonly fixedKeys?: VapidKeyPair;
}

export const DEFAULT_VAPID_SUBJECT = 'mailto:rewards@promo.invalid';

export const defaultPushSettings = (): PushSettings => ({
  allowList: parsePushEndpoints(DEFAULT_PUSH_ENDPOINTS),
  subject: DEFAULT_VAPID_SUBJECT,
});

/** The pair once read, per database: it never changes while a server runs. */
const loaded = new WeakMap<Kysely<Database>, Promise<VapidKeyPair>>();

export function vapidKeysOf(db: Kysely<Database>, settings: PushSettings, now: () => Date): Promise<VapidKeyPair> {
  if (settings.fixedKeys) return Promise.resolve(settings.fixedKeys);
  let pair = loaded.get(db);
  if (pair === undefined) {
    pair = keepFirstVapidKeys(db, webpush.generateVAPIDKeys(), now());
    pair.catch(() => loaded.delete(db));
    loaded.set(db, pair);
  }
  return pair;
}
