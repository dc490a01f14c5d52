import type { OutboxChannel } from '../platform/outbox.repository';
import type { PendingMessage } from './outbox-queue.repository';

// ARCHITECTURE.md §4: the dispatcher hands each outbox message to the adapter configured for its channel.

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
 * With no SMTP or SMS adapter configured, the outbox row itself is the delivery: it is marked sent and read at
 * /dev/outbox (outside production only).
 */
export const devOutboxAdapter: DeliveryAdapter = {
  name: 'dev-outbox',
  deliver: async () => {},
  close: () => {},
};
