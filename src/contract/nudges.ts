// Decisions 0200–0204: Web Push. The application server key, the browser's push subscription kept and
// removed, and the cardholder's nudge settings. Outside the spec's prefix, as the analytics sink is.
import { z } from 'zod/mini';
import { NUDGE_KINDS, type NudgeKind } from '../domain/nudges';
import { SESSION_STATUS_IDS } from '../domain/outcomes';
import { defineCall } from './envelope';
import { NO_NUL, NoDataSchema, text } from './primitives';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** RFC 8291: the browser's P-256 public key, uncompressed (65 bytes: 87 base64url characters, unpadded). */
const P256dhSchema = text(z.regex(BASE64URL, 'must be base64url'), z.length(87, 'must be a P-256 public key'));
/** RFC 8291: the 16-byte authentication secret (22 base64url characters, unpadded). */
const AuthSecretSchema = text(z.regex(BASE64URL, 'must be base64url'), z.length(22, 'must be 16 bytes'));
/** The push service's URL for this browser; its origin must be one of PUSH_ENDPOINTS (the server checks). */
const EndpointSchema = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .check(NO_NUL, z.maxLength(1024));

/** A browser's `PushSubscription.toJSON()`; its `expirationTime` is not read (nor kept). */
export const PushSubscriptionSchema = z.object({
  endpoint: EndpointSchema,
  keys: z.object({ p256dh: P256dhSchema, auth: AuthSecretSchema }),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionSchema>;

export const pushKeyCall = defineCall({
  name: 'pushKey',
  method: 'GET',
  path: '/api/push/key',
  prefix: '',
  access: 'public',
  /** The VAPID public key (the application server key), base64url. */
  data: z.object({ publicKey: z.string() }),
  statusIds: [0],
});

export const pushSubscribeCall = defineCall({
  name: 'pushSubscribe',
  method: 'POST',
  path: '/api/push/subscriptions',
  prefix: '',
  access: 'cardholder',
  body: PushSubscriptionSchema,
  data: NoDataSchema,
  statusIds: [0, ...SESSION_STATUS_IDS],
});

/** The same subscription JSON (only its endpoint is read): removes it if it is this cardholder's. */
export const pushUnsubscribeCall = defineCall({
  name: 'pushUnsubscribe',
  method: 'DELETE',
  path: '/api/push/subscriptions',
  prefix: '',
  access: 'cardholder',
  body: z.object({ endpoint: EndpointSchema }),
  data: NoDataSchema,
  statusIds: [0, ...SESSION_STATUS_IDS],
});

const KindSwitchesSchema = z.object(
  Object.fromEntries(NUDGE_KINDS.map((kind) => [kind, z.boolean()])) as Record<NudgeKind, z.ZodMiniBoolean>,
);

export const NudgeSettingsSchema = z.object({
  kinds: KindSwitchesSchema,
  /** Decision 0204: the ask may show (never refused, or refused 30 days ago or more). */
  mayAsk: z.boolean(),
  /** How many browsers get this cardholder's pushes. */
  subscriptions: z.int(),
});
export type NudgeSettings = z.infer<typeof NudgeSettingsSchema>;

export const nudgeSettingsCall = defineCall({
  name: 'nudgeSettings',
  method: 'GET',
  path: '/api/push/settings',
  prefix: '',
  access: 'cardholder',
  data: NudgeSettingsSchema,
  statusIds: [0, ...SESSION_STATUS_IDS],
});

/** Turns kinds on and off: the kinds not named keep their setting. */
export const nudgeSettingsSaveCall = defineCall({
  name: 'nudgeSettingsSave',
  method: 'POST',
  path: '/api/push/settings',
  prefix: '',
  access: 'cardholder',
  body: z.strictObject({
    progress: z.optional(z.boolean()),
    egcs: z.optional(z.boolean()),
    expiry: z.optional(z.boolean()),
  }),
  data: NudgeSettingsSchema,
  statusIds: [0, ...SESSION_STATUS_IDS],
});

/** Decision 0204: "Not now" on the ask: no second ask for 30 days. */
export const nudgeRefuseCall = defineCall({
  name: 'nudgeRefuse',
  method: 'POST',
  path: '/api/push/refusal',
  prefix: '',
  access: 'cardholder',
  data: NoDataSchema,
  statusIds: [0, ...SESSION_STATUS_IDS],
});
