import type { OutgoingMessage } from '../platform/outbox.repository';

// Decision 0106: the registration-confirmed message the pending answer promises (spec §8 4677: "You will receive
// confirmation … on your registered mobile and/or email"), with a link that signs the cardholder in once.

const SUBJECT = 'Your promo registration is confirmed';

/** The sign-in link: home with the single-use token as `code` (decision 0041). */
export const confirmationLink = (origin: string, token: string): string =>
  `${origin.replace(/\/$/, '')}/?code=${encodeURIComponent(token)}`;

export function registrationConfirmedMessages(
  recipient: { readonly mobileNo: string | null; readonly emailAddress: string | null },
  link: string,
): OutgoingMessage[] {
  const body = [
    'Your registration to the promo is confirmed.',
    `Sign in to see your spend and rewards: ${link}`,
    'The link works once, within 24 hours; after that, sign in with your promo code.',
  ].join('\n');
  const messages: OutgoingMessage[] = [];
  if (recipient.mobileNo) messages.push({ channel: 'sms', recipient: recipient.mobileNo, subject: SUBJECT, body });
  if (recipient.emailAddress) {
    messages.push({ channel: 'email', recipient: recipient.emailAddress, subject: SUBJECT, body });
  }
  return messages;
}
