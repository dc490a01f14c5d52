import type { OutboxChannel } from '../platform/outbox.repository';
import type { PendingMessage } from './outbox-queue.repository';

// docs/architecture.md §4: the dispatcher hands each outbox message to the adapter configured for its channel.

export interface DeliveryAdapter {
  /** For logs: 'smtp', 'sms-webhook' or 'dev-outbox'. */
  readonly name: string;
  /** Resolves once the far side accepted the message; rejects to have it retried. */
  deliver(message: PendingMessage): Promise<void>;
  /** Frees connections when the dispatcher stops. */
  close(): void;
}

export type AdaptersByChannel = Readonly<Record<OutboxChannel, DeliveryAdapter>>;

/**
 * Decision 0154: the id a gateway drops a copy by: the outbox row's, the same on every retry and from every
 * instance (a message is sent again after a timeout, a lost answer or a dispatcher that died mid-send). The SMS
 * webhook carries it as its `Idempotency-Key` header and `idempotencyKey` field, an e-mail in its Message-ID.
 */
export const messageKeyOf = (message: Pick<PendingMessage, 'id'>): string => `outbox-${message.id}`;

/**
 * With no SMTP or SMS adapter configured, the outbox row itself is the delivery: it is marked sent and read at
 * /dev/outbox (outside production only).
 */
export const devOutboxAdapter: DeliveryAdapter = {
  name: 'dev-outbox',
  deliver: async () => {},
  close: () => {},
};
