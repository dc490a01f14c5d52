// Decision 0064: the cache is written to IndexedDB after every change, asynchronously: a page reloaded (or closed)
// the moment a resend is answered can leave the write that drops it unfinished, and the resend, still 'queued' on
// disk, would be resumed on the next start. The server's idempotency would hide a second POST; the client must not
// send one at all. So each answer is also written at once, synchronously, to localStorage under the resend's
// Idempotency-Key, and a resend whose key has an answer is given that answer instead of being sent again. This
// module loads with the resend call, not with the shell.

const STORAGE_KEY = 'answered-resends';
/** More than a cardholder queues at once; the oldest answers are forgotten first. */
const ANSWERS_KEPT = 20;

type Answers = [idempotencyKey: string, answer: unknown][];

function answers(): Answers {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as Answers) : [];
  } catch {
    return [];
  }
}

/** The answer a resend with this key already had, if any. */
export function answeredResend(idempotencyKey: string): unknown {
  return answers().find(([key]) => key === idempotencyKey)?.[1];
}

/** Called when a resend is answered (whatever the answer): it must never be sent again. */
export function rememberAnsweredResend(idempotencyKey: string, answer: unknown): void {
  const kept = answers().filter(([key]) => key !== idempotencyKey);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([...kept, [idempotencyKey, answer]].slice(-ANSWERS_KEPT)));
  } catch {
    // Storage refused: the IndexedDB write still drops the resend, as before.
  }
}
