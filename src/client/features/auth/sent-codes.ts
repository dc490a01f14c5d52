import { normalisePromoCode } from '../../../domain/validation';

// The code last sent to each promo code in this tab, so that logging in again within the server's cooldown
// (decision 0010: 30 s between codes, 429 with Retry-After) can go on to the code already sent (decision 0070).
// The server keeps only a hash of the token, so only the tab that asked for the code can go on to it. Kept in
// sessionStorage: it survives the browser's Back and a reload, and leaves with the tab.

const STORAGE_KEY = 'sent-codes';
/** Decision 0010: a code lives 5 minutes; after that there is nothing to go on to. */
const CODE_LIFETIME_MS = 5 * 60_000;

export interface SentCode {
  readonly token: string;
  readonly contact: string;
}

type Stored = Record<string, SentCode & { readonly sentAt: number }>;

function read(): Stored {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null ? (stored as Stored) : {};
  } catch {
    return {};
  }
}

export function rememberSentCode(promoCode: string, sent: SentCode, now = Date.now()): void {
  const live = Object.entries(read()).filter(([, each]) => now - each.sentAt < CODE_LIFETIME_MS);
  const next = { ...Object.fromEntries(live), [normalisePromoCode(promoCode)]: { ...sent, sentAt: now } };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage refused (private mode, quota): the cooldown still shows, without the way on to the code.
  }
}

/** Decision 0070, 0165: a code verified or expired is forgotten, so it is never offered as one to go on to. */
export function forgetSentCode(token: string): void {
  const kept = Object.entries(read()).filter(([, each]) => each.token !== token);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage refused: nothing was kept either.
  }
}

/** When the code with this send token was sent to this tab (epoch ms), while it is kept; else null. */
export function sentAtOf(token: string): number | null {
  return Object.values(read()).find((each) => each.token === token)?.sentAt ?? null;
}

/** The code this tab was last sent for `promoCode`, while it can still be entered; else null. */
export function sentCodeFor(promoCode: string, now = Date.now()): SentCode | null {
  const sent = read()[normalisePromoCode(promoCode)];
  if (sent === undefined || now - sent.sentAt >= CODE_LIFETIME_MS) return null;
  return { token: sent.token, contact: sent.contact };
}
