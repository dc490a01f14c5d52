// Decisions 0187, 0188: what an admin's contact change and resend answer, worded once for the server (the answer's
// status.message) and the admin screens. Apart from the spec's catalogue (messages.ts): that one is in every first
// view, these only in the admin screens.
import { type Message, messageFor, splitMessage } from './messages';
import { STATUS } from './outcomes';
import { RESEND_NOT_AVAILABLE, RESEND_NOTHING_LEFT } from './redeem-refusals';

/** The spec's 0 ('Update Successful…') would tell the admin the change is made; it waits for a second admin. */
const CHANGE_REQUESTED =
  'Change Requested: The new mobile number and/or email address takes effect once another admin approves it.';

const ADMIN_RESEND_TEXTS: Readonly<Record<number, string>> = {
  [STATUS.success]: 'eGCs Resent: The eGCs were sent again to the registered mobile number and e-mail address.',
  [RESEND_NOT_AVAILABLE]: 'Resend Not Available: These eGCs were resent recently. Please try again in a few minutes.',
  // Decision 0161: the back office never sends a code that can no longer be spent.
  [RESEND_NOTHING_LEFT]:
    'Nothing to Resend: Every eGC of this order has been used or has expired, so nothing was sent.',
  [STATUS.awaitingApproval]:
    'Resend Held: The contact details were changed recently, so the eGCs go once another admin approves the resend.',
};

/** Decision 0218: nothing was asked for; the screen shows which field and asks the admin to confirm. */
const CONTACT_IN_USE =
  'Contact In Use: Another cardholder has the new email address or mobile number. Nothing was asked for; confirm to ask anyway.';

/**
 * spec §7 user update: 0 (spec §8 'Update Successful…', nothing to change), 4712 the change waits for approval,
 * 4714 another cardholder has the new contact (decision 0218).
 */
export function userUpdateMessage(statusId: number): Message {
  if (statusId === STATUS.awaitingApproval) return splitMessage(CHANGE_REQUESTED);
  if (statusId === STATUS.contactInUse) return splitMessage(CONTACT_IN_USE);
  return messageFor('editHistory', statusId);
}

/** Decision 0120's admin resend: 0 sent, 4307 not now, 4308 nothing live (decision 0161), 4712 held for a second admin; anything else the generic. */
export function adminResendMessage(statusId: number): Message {
  const text = ADMIN_RESEND_TEXTS[statusId];
  return text === undefined ? messageFor('generic', statusId) : splitMessage(text);
}
