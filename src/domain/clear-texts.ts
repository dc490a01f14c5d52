import { type Message, splitMessage } from './messages';

// Decision 0165: ours, not the spec's. Where the spec's text for a status id would mislead in the situation, the
// screen keeps the id and shows one of these, split into title and body as the catalogue's texts are. Beside
// messages.ts rather than in it: only the screens that show them load them, after /login's first view (held at
// its budget, decision 0135).
export const CLEAR_TEXT = {
  /** verify 2000: the one-time code is expired, used or dead (decision 0010), not the bot check ('Captcha'). */
  codeExpired: 'This code has expired: Ask for a new one.',
  /** inquiry 4678 for a code issued and not yet registered (decision 0166): it is not 'INVALID'. */
  notYetRegistered: 'Not Yet Registered: This promo code is not registered yet. Register it first, then log in.',
  /** A call that got no answer at all: the generic failure says nothing of where to look. */
  noAnswer: "We can't reach the server. Check your connection and try again.",
} as const;

export const clearMessage = (name: keyof typeof CLEAR_TEXT): Message => splitMessage(CLEAR_TEXT[name]);
