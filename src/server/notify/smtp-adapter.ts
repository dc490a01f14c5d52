import nodemailer from 'nodemailer';
import { type DeliveryAdapter, messageKeyOf } from './delivery-adapter';
import type { PendingMessage } from './outbox-queue.repository';

// docs/architecture.md §4: e-mail goes out through SMTP when SMTP_URL is set (smtp:// or smtps://, credentials in
// the URL). Timeouts keep a hung server from holding a send (the lane's own timeout bounds it too, decision
// 0090); a failure is retried with backoff. The Message-ID is the message's key at the sender's domain (decision
// 0154), the same on every retry, so a receiving server can drop a copy it already took.

const CONNECTION_TIMEOUT_MS = 5_000;
const SOCKET_TIMEOUT_MS = 10_000;

/** `<outbox-42@example.com>`: the message's key at the sender's domain. */
const messageIdOf = (message: PendingMessage, from: string): string =>
  `<${messageKeyOf(message)}@${from.slice(from.lastIndexOf('@') + 1)}>`;

export function createSmtpAdapter(smtpUrl: string, from: string): DeliveryAdapter {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  return {
    name: 'smtp',
    async deliver(message) {
      await transport.sendMail({
        from,
        messageId: messageIdOf(message, from),
        to: message.recipient,
        subject: message.subject,
        text: message.body,
        ...(message.attachment
          ? { attachments: [{ filename: message.attachment.name, content: message.attachment.content }] }
          : {}),
      });
    },
    close: () => transport.close(),
  };
}
