// spec §7: Send OTP answers `contact`, shown on the verification screen (spec §2 param contact). Decision: it
// names where the code went without disclosing the whole number or address to whoever typed the promo code.

const MASK = '•••';

const SHOWN_HEAD = 6;
const SHOWN_TAIL = 4;
/** However short the number, at least this many of its characters stay hidden. */
const MIN_HIDDEN = 3;

/** '+639171230001' → '+63917•••0001': the network prefix and the last four digits. */
export function maskMobile(mobileNo: string): string {
  if (mobileNo.length < SHOWN_TAIL + MIN_HIDDEN) return MASK;
  const head = Math.min(SHOWN_HEAD, mobileNo.length - SHOWN_TAIL - MIN_HIDDEN);
  return `${mobileNo.slice(0, head)}${MASK}${mobileNo.slice(-SHOWN_TAIL)}`;
}

/** 'nospend1@demo.local' → 'n•••@demo.local': the first character (of two or more) and the domain. */
export function maskEmail(emailAddress: string): string {
  const at = emailAddress.lastIndexOf('@');
  if (at < 1) return MASK;
  const head = at >= 2 ? emailAddress.slice(0, 1) : '';
  return `${head}${MASK}${emailAddress.slice(at)}`;
}

/** Decision: the mobile when there is one (the SMS usually arrives first), else the e-mail. */
export function maskedContact(contact: { mobileNo: string | null; emailAddress: string | null }): string {
  if (contact.mobileNo) return maskMobile(contact.mobileNo);
  if (contact.emailAddress) return maskEmail(contact.emailAddress);
  return '';
}
