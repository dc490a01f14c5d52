import { Counter, Gauge, Histogram, Registry } from 'prom-client';

// Decision 0220: the portal's Prometheus metrics, one registry per process. The areas count what they
// do through the functions below (never prom-client itself), so each metric's name, labels and buckets are written
// once. The registry is served only by the metrics server on METRICS_PORT (metrics-server.ts), never on the public
// port. Every label takes values from a short fixed list: nothing a client sends becomes a label.

export const metricsRegistry = new Registry();

/** The channels a message goes out on; push counts 0 until push messages exist. */
const MESSAGE_CHANNELS = ['sms', 'email', 'push'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * How a cardholder's sign-in step ended: the session started (login or auto-login), or where it stopped (a wrong
 * or expired code at verify, a promo code whose guess budget is spent (decision 0175), a failed bot check or an
 * unusable login token at login).
 */
const SIGN_IN_OUTCOMES = [
  'success',
  'wrong_code',
  'expired_code',
  'guesses_spent',
  'bot_check_failed',
  'invalid_token',
] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

const REDEMPTION_KINDS = ['main', 'bonus', 'resend'] as const;
export type RedemptionKind = (typeof REDEMPTION_KINDS)[number];

/**
 * How an answered redemption call ended: done (status 0), refused with a business status id, answered again from
 * its Idempotency-Key, or refused because the key came with another request.
 */
const REDEMPTION_OUTCOMES = ['success', 'refused', 'replayed', 'key_mismatch'] as const;
export type RedemptionOutcome = (typeof REDEMPTION_OUTCOMES)[number];

/** How a signed eGC status report from the provider's webhook ended. */
const WEBHOOK_OUTCOMES = ['accepted', 'refused'] as const;
type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

/** Seconds; from a fast read (5 ms) to the proxy's own timeout (30 s). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Seconds; a code is worth minutes, and the alert is at 30 s (decision 0223). */
const OTP_BUCKETS = [0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300];

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request to its answer, by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: HTTP_BUCKETS,
  registers: [metricsRegistry],
});

const messagesSent = new Counter({
  name: 'portal_messages_sent_total',
  help: 'Messages a gateway accepted, by channel.',
  labelNames: ['channel'] as const,
  registers: [metricsRegistry],
});

const messagesFailed = new Counter({
  name: 'portal_messages_failed_total',
  help: 'Delivery attempts that failed (each is retried, or the message kept as failed), by channel.',
  labelNames: ['channel'] as const,
  registers: [metricsRegistry],
});

const otpDelivery = new Histogram({
  name: 'portal_otp_delivery_seconds',
  help: 'Time from the request for a one-time code to its acceptance by the gateway.',
  labelNames: ['channel'] as const,
  buckets: OTP_BUCKETS,
  registers: [metricsRegistry],
});

const signIns = new Counter({
  name: 'portal_sign_ins_total',
  help: "Cardholders' sign-in steps, by outcome.",
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

const redemptions = new Counter({
  name: 'portal_redemptions_total',
  help: 'Answered redemption calls (main redeem, bonus redeem, resend), by kind and outcome.',
  labelNames: ['kind', 'outcome'] as const,
  registers: [metricsRegistry],
});

const providerWebhooks = new Counter({
  name: 'portal_provider_webhooks_total',
  help: "Signed eGC status reports from the provider's webhook, by outcome.",
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

const databaseUp = new Gauge({
  name: 'portal_database_up',
  help: 'Whether the database answered the last readiness check (/readyz): 1 yes, 0 no.',
  registers: [metricsRegistry],
});

const providerWebhookEnabled = new Gauge({
  name: 'portal_provider_webhook_enabled',
  help: "Whether the eGC provider's webhook is configured (PROVIDER_WEBHOOK_SECRET set): 1 yes, 0 no.",
  registers: [metricsRegistry],
});

// Every series exists from the start at 0, so a rate or an increase over a window sees the first event as one.
for (const channel of MESSAGE_CHANNELS) {
  messagesSent.labels({ channel }).inc(0);
  messagesFailed.labels({ channel }).inc(0);
}
for (const outcome of SIGN_IN_OUTCOMES) signIns.labels({ outcome }).inc(0);
for (const kind of REDEMPTION_KINDS) {
  for (const outcome of REDEMPTION_OUTCOMES) redemptions.labels({ kind, outcome }).inc(0);
}
for (const outcome of WEBHOOK_OUTCOMES) providerWebhooks.labels({ outcome }).inc(0);

/** A message the gateway accepted; a one-time code also observes its delay since it was asked for. */
export function countMessageSent(channel: MessageChannel, oneTimeCodeAskedAt?: Date, now = new Date()): void {
  messagesSent.labels({ channel }).inc();
  if (oneTimeCodeAskedAt !== undefined) {
    otpDelivery.labels({ channel }).observe(Math.max(0, now.getTime() - oneTimeCodeAskedAt.getTime()) / 1000);
  }
}

export const countMessageFailed = (channel: MessageChannel): void => messagesFailed.labels({ channel }).inc();

export const countSignIn = (outcome: SignInOutcome): void => signIns.labels({ outcome }).inc();

export const countRedemption = (kind: RedemptionKind, outcome: RedemptionOutcome): void =>
  redemptions.labels({ kind, outcome }).inc();

export const countProviderWebhook = (outcome: WebhookOutcome): void => providerWebhooks.labels({ outcome }).inc();

export const recordProviderWebhookEnabled = (enabled: boolean): void => providerWebhookEnabled.set(enabled ? 1 : 0);

/** Readiness's verdict on the database (health.routes.ts). */
export const recordDatabaseUp = (up: boolean): void => databaseUp.set(up ? 1 : 0);
