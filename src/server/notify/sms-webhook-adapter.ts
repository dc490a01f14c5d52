import type { DeliveryAdapter } from './delivery-adapter';

// ARCHITECTURE.md §4: SMS goes to an HTTP webhook when SMS_WEBHOOK_URL is set: a JSON POST
// `{ messageId, to, body }`; any 2xx answer is a delivery. `messageId` is the outbox id, so the receiver can
// drop a retry of a message it already took (a retry follows a timeout or a lost answer).

const TIMEOUT_MS = 5_000;

export function createSmsWebhookAdapter(url: string, fetchImpl: typeof fetch = fetch): DeliveryAdapter {
  return {
    name: 'sms-webhook',
    async deliver(message) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ messageId: message.id, to: message.recipient, body: message.body }),
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
