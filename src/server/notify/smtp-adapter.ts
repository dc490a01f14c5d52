import nodemailer from 'nodemailer';
import type { DeliveryAdapter } from './delivery-adapter';

// ARCHITECTURE.md §4: e-mail goes out through SMTP when SMTP_URL is set (smtp:// or smtps://, credentials in
// the URL). Timeouts keep a hung server from stalling the dispatcher; a failure is retried with backoff.

const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 20_000;

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
