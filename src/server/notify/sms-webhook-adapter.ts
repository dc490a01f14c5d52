import { type DeliveryAdapter, messageKeyOf } from './delivery-adapter';

// docs/architecture.md §4: SMS goes to an HTTP webhook when SMS_WEBHOOK_URL is set: a JSON POST
// `{ messageId, idempotencyKey, to, body }` with the header `Idempotency-Key`; any 2xx answer is a delivery.
// `messageId` is the outbox id and `idempotencyKey` the message's key (decision 0154), the same on every retry, so
// the receiver can drop a message it already took (a retry follows a timeout, a lost answer or a dead sender).

const TIMEOUT_MS = 5_000;

export function createSmsWebhookAdapter(url: string, fetchImpl: typeof fetch = fetch): DeliveryAdapter {
  return {
    name: 'sms-webhook',
    async deliver(message) {
      const idempotencyKey = messageKeyOf(message);
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        body: JSON.stringify({ messageId: message.id, idempotencyKey, to: message.recipient, body: message.body }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      // The answer's body is not needed; cancelling it frees the connection.
      await response.body?.cancel();
      if (!response.ok) throw new Error(`SMS webhook answered HTTP ${response.status}`);
    },
    // Each delivery is one fetch; nothing stays open.
    close: () => {},
  };
}
